import { alertMailTexts, periodText, type MailFrequency, type MailReportKind, type AlertMailTexts, type MailTexts } from './mail-texts';

const REPORT: Readonly<Record<MailReportKind, string>> = {
  inventory: 'inventory',
  usage: 'equipment usage',
  maintenance: 'maintenance',
  power: 'charger power consumption',
};
const FREQUENCY: Readonly<Record<MailFrequency, string>> = { daily: 'daily', weekly: 'weekly', monthly: 'monthly' };

/** English (United States) mails; the default language. */
export const enUS: MailTexts = {
  activation: {
    subject: () => 'Activate your Yardfleet account',
    body: (p) =>
      `Hello ${p.name},\n\nThank you for registering with Yardfleet. Open this link to activate your account:\n\n${p.link}\n\nThe link works once and expires in 7 days. If you did not register, you can ignore this email.\n\nThe Yardfleet team`,
  },
  invitation: {
    subject: (p) => `${p.inviter} invited you to ${p.companyName} on Yardfleet`,
    body: (p) =>
      `Hello,\n\n${p.inviter} invited you to join ${p.companyName} on Yardfleet, the fleet platform for battery-powered outdoor equipment. Open this link to create your account:\n\n${p.link}\n\nThe link works once and expires in 7 days. If it has expired, ask ${p.inviter} to send a new invitation.\n\nThe Yardfleet team`,
  },
  reset: {
    subject: () => 'Reset your Yardfleet password',
    body: (p) =>
      `Hello ${p.name},\n\nWe received a request to reset your password. Open this link to choose a new one:\n\n${p.link}\n\nThe link works once and expires in 1 hour. If you did not ask for this, you can ignore this email; your password stays the same.\n\nThe Yardfleet team`,
  },
  accountExists: {
    subject: () => 'Someone tried to register with your email address',
    body: (p) =>
      `Hello ${p.name},\n\nSomeone tried to create a Yardfleet account with this email address, which already has an account. If it was you, log in here:\n\n${p.loginLink}\n\nForgot your password? Reset it here:\n\n${p.resetLink}\n\nIf it was not you, you can ignore this email; nothing has changed.\n\nThe Yardfleet team`,
  },
  scheduledReport: {
    subject: (p) => `${p.companyName}: ${FREQUENCY[p.frequency]} ${REPORT[p.reportKind]} report, ${periodText(p)}`,
    body: (p) =>
      `Hello,\n\nAttached is the ${FREQUENCY[p.frequency]} ${REPORT[p.reportKind]} report of ${p.companyName} for ${periodText(p)} (days in the company's time zone), as an Excel file (XLSX).\n\nSee all reports in Yardfleet:\n\n${p.link}\n\nYou receive this email because a member of ${p.companyName} scheduled this report to this address. An admin or manager can stop it on the reports page.\n\nThe Yardfleet team`,
  },
};

/** English (United States) alert mails (rules 22.3). */
export const enUSAlerts: AlertMailTexts = alertMailTexts({
  what: (item, s) => {
    const c = item.condition;
    switch (c.kind) {
      case 'machine_offline':
        return `${s} has been offline for at least ${c.offlineMinutes} minutes`;
      case 'left_warehouse':
        return item.warehouseName === null ? `${s} left its warehouse` : `${s} left ${item.warehouseName}`;
      case 'entered_warehouse':
        return item.warehouseName === null ? `${s} entered a warehouse` : `${s} entered ${item.warehouseName}`;
      case 'out_after_hours':
        return `${s} is out for work outside working hours`;
      case 'not_returned':
        return `${s} is still out for work after ${c.returnBy}`;
      case 'fault_reported':
        return item.errorCode === null ? `${s} reports a fault` : `${s} reports a fault (error code ${item.errorCode})`;
      case 'battery_health_low':
        return `The battery of ${s} is below ${c.belowPercent}% of its original capacity`;
      case 'battery_optimization_needed':
        return `The battery of ${s} needs optimization`;
      case 'charger_offline':
        return `Charge system ${s} has been offline for at least ${c.offlineMinutes} minutes`;
      case 'charger_port_fault':
        return `A port of charge system ${s} is overheating or in error`;
      case 'service_due':
        return `${s} is due for service`;
      case 'service_overdue':
        return `${s} has been due for service for ${c.graceDays} days or more`;
    }
  },
  when: { opened: 'Opened', reopened: 'Opened again', escalated: 'Not acknowledged since' },
  escalated: 'Escalated',
  hello: (name) => `Hello ${name},`,
  rule: 'Rule',
  open: 'Open it in Yardfleet:',
  all: 'All alerts:',
  locale: 'en-US',
  digestSubject: (count, company) => `${company}: ${count} alerts`,
  digestIntro: (count, company) => `${count} alerts of ${company} since the last email:`,
  more: (count) => `...and ${count} more: every one is on the alerts page.`,
  why: (company) =>
    `You receive this email because an alert rule of ${company} names you or your role. In My Account you choose how alert mail reaches you (at once, hourly, daily or not at all) and can set quiet hours.`,
  signature: 'The Yardfleet team',
});
