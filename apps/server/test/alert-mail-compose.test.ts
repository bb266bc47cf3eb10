import { describe, expect, it } from 'vitest';
import { composeAlertMail, type MailRow } from '../src/areas/alerts/engine/alert-mail';
import { ALERT_MAIL_LINES_MAX } from '../src/mail/messages/mail-texts';

// The alert mail of a mass event (rules 22.3): an outage that opens thousands of alerts for one
// person is one mail that lists the first ALERT_MAIL_LINES_MAX and counts the rest, in the reader's language.

const row = (i: number): MailRow => ({
  mail_id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  reason: 'opened',
  subject_kind: 'equipment',
  subject_id: `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  opened_at: new Date(Date.UTC(2026, 10, 30, 14, 0, i % 60)),
  condition_since: new Date(Date.UTC(2026, 10, 30, 13, 30)),
  detail: {},
  rule_name: 'Offline out for work',
  condition: { kind: 'machine_offline', offlineMinutes: 30, onlyDuringWorkingHours: true, onlyOutForWork: true },
  company_name: 'Greenway Grounds',
  time_zone: 'Europe/Berlin',
  subject_name: `Mäher ${i}`,
  serial_number: `MW-${i}`,
  warehouse_name: null,
});

describe('the alert mail of many alerts at once (rules 22.3)', () => {
  it('lists the first 50 of 2,340 alerts, counts the rest in the subject, the first line and a closing line, in German', () => {
    const rows = Array.from({ length: 2_340 }, (_, i) => row(i));
    const mail = composeAlertMail({ email: 'lena@greenway.test', name: 'Lena', language: 'de-DE' }, rows, 'https://fleet.example.test');
    expect(mail?.subject).toBe('Greenway Grounds: 2.340 Alarme');
    expect(mail?.text).toContain('2.340 Alarme von Greenway Grounds');
    expect(mail?.text).toContain('und 2.290 weitere');
    expect(mail?.text.match(/^- /gm)).toHaveLength(ALERT_MAIL_LINES_MAX);
    expect(mail?.text).toContain('Mäher 49 (MW-49)');
    expect(mail?.text).not.toContain('Mäher 50 (MW-50)');
    expect(mail?.links).toHaveLength(ALERT_MAIL_LINES_MAX + 1);
  });

  it('lists every alert of a digest within the limit and adds no count line', () => {
    const mail = composeAlertMail({ email: 'sam@greenway.test', name: 'Sam', language: 'en-US' }, [row(1), row(2), row(3)], 'https://fleet.example.test');
    expect(mail?.subject).toBe('Greenway Grounds: 3 alerts');
    expect(mail?.text.match(/^- /gm)).toHaveLength(3);
    expect(mail?.text).not.toContain('more:');
  });
});
