import type { NewUser } from '../db/schema';

/** The password of every demo login (rules 20.1). */
export const DEMO_PASSWORD = 'Demo1234';

/** The six demo logins (rules 20.1), plus an invited user who has not activated yet. */
export const DEMO_LOGINS = {
  admin: 'admin@demo.yardfleet.test',
  manager: 'manager@demo.yardfleet.test',
  employee: 'employee@demo.yardfleet.test',
  power: 'power@demo.yardfleet.test',
  guest: 'guest@demo.yardfleet.test',
  app: 'app@demo.yardfleet.test',
  invited: 'invited@demo.yardfleet.test',
} as const;

type Person = Omit<NewUser, 'id' | 'password_hash' | 'company_id' | 'created_at'> & { readonly company: 'greenway' | 'brightline' | null };

const active = (at: Date): Pick<NewUser, 'status' | 'activated_at' | 'consent_accepted_at'> => ({
  status: 'activated',
  activated_at: at,
  consent_accepted_at: at,
});

/** The people of the demo companies, each role represented (rules 6.1); `at` is when they activated. */
export const demoPeople = (now: Date): Person[] => {
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  const invited = (email: string, d: number) => ({ invited_at: daysAgo(d), invitation_address: email });
  return [
    {
      company: 'greenway',
      email: DEMO_LOGINS.admin,
      first_name: 'Avery',
      last_name: 'Collins',
      user_type: 2,
      role: 'admin',
      ...active(daysAgo(700)),
      invited_at: null,
      invitation_address: null,
    },
    {
      company: 'greenway',
      email: DEMO_LOGINS.manager,
      first_name: 'Morgan',
      last_name: 'Reyes',
      user_type: 2,
      role: 'manager',
      ...invited(DEMO_LOGINS.manager, 640),
      ...active(daysAgo(639)),
    },
    {
      company: 'greenway',
      email: DEMO_LOGINS.employee,
      first_name: 'Jordan',
      last_name: 'Lee',
      user_type: 2,
      role: 'employee',
      ...invited(DEMO_LOGINS.employee, 420),
      ...active(daysAgo(418)),
    },
    {
      company: 'greenway',
      email: 'priya.shah@demo.yardfleet.test',
      first_name: 'Priya',
      last_name: 'Shah',
      user_type: 2,
      role: 'employee',
      ...invited('priya.shah@demo.yardfleet.test', 300),
      ...active(daysAgo(299)),
    },
    {
      company: 'greenway',
      email: 'diego.alvarez@demo.yardfleet.test',
      first_name: 'Diego',
      last_name: 'Alvarez',
      user_type: 2,
      role: 'employee',
      ...invited('diego.alvarez@demo.yardfleet.test', 210),
      ...active(daysAgo(208)),
    },
    {
      company: 'greenway',
      email: 'hannah.okafor@demo.yardfleet.test',
      first_name: 'Hannah',
      last_name: 'Okafor',
      user_type: 2,
      role: 'manager',
      ...invited('hannah.okafor@demo.yardfleet.test', 150),
      ...active(daysAgo(149)),
    },
    {
      company: 'greenway',
      email: DEMO_LOGINS.app,
      first_name: 'Casey',
      last_name: 'Nguyen',
      user_type: 3,
      role: 'employee',
      ...invited(DEMO_LOGINS.app, 90),
      ...active(daysAgo(89)),
    },
    {
      company: 'greenway',
      email: DEMO_LOGINS.invited,
      first_name: 'Sam',
      last_name: 'Rivera',
      user_type: 2,
      role: 'employee',
      status: 'invited',
      ...invited(DEMO_LOGINS.invited, 3),
      activated_at: null,
      consent_accepted_at: null,
    },
    {
      company: 'brightline',
      email: DEMO_LOGINS.power,
      first_name: 'Riley',
      last_name: 'Bennett',
      user_type: 2,
      role: 'admin',
      ...active(daysAgo(500)),
      invited_at: null,
      invitation_address: null,
    },
    {
      company: 'brightline',
      email: 'taylor.kim@demo.yardfleet.test',
      first_name: 'Taylor',
      last_name: 'Kim',
      user_type: 2,
      role: 'manager',
      ...invited('taylor.kim@demo.yardfleet.test', 400),
      ...active(daysAgo(398)),
    },
    {
      company: null,
      email: DEMO_LOGINS.guest,
      first_name: 'Quinn',
      last_name: 'Parker',
      user_type: 2,
      role: null,
      ...active(daysAgo(20)),
      invited_at: null,
      invitation_address: null,
    },
  ];
};
