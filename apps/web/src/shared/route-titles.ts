import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { RouteKey } from '@yardfleet/domain/routing/routes';
import { matchRoute } from '@yardfleet/domain/routing/routes';
import { commonMessages } from './i18n/common-messages';

/**
 * The title of every route of rules 2.1 (sidebar, breadcrumb, tabs); a page's heading and the links
 * and menu items that lead to it use the same title. The two agreements are named by their common
 * words, which the logged-out login form shows too.
 */
export const routeTitles = {
  ...defineMessages({
    home: { id: 'shell.route.home', defaultMessage: 'Home', description: 'Sidebar and tab title of /home' },
    power: { id: 'shell.route.power', defaultMessage: 'Power', description: 'Title of /power' },
    powerDetail: { id: 'shell.route.powerDetail', defaultMessage: 'Charge system', description: 'Title of /power/{id}' },
    equipment: { id: 'shell.route.equipment', defaultMessage: 'Equipment', description: 'Title of /equipment' },
    equipmentDetail: { id: 'shell.route.equipmentDetail', defaultMessage: 'Equipment detail', description: 'Title of /equipment/{id}' },
    gateway: { id: 'shell.route.gateway', defaultMessage: 'Gateways', description: 'Title of /gateway' },
    gatewayDetail: {
      id: 'shell.route.gatewayDetail',
      defaultMessage: 'Gateway',
      description: 'Title of /gateway/{id} until the gateway is loaded (then its serial number)',
    },
    people: { id: 'shell.route.people', defaultMessage: 'People', description: 'Title of /people' },
    dealer: { id: 'shell.route.dealer', defaultMessage: 'Dealers', description: 'Title of /dealer' },
    report: { id: 'shell.route.report', defaultMessage: 'Reports', description: 'Title of /report' },
    warehouse: { id: 'shell.route.warehouse', defaultMessage: 'Warehouses', description: 'Title of /warehouse' },
    warehouseSetup: { id: 'shell.route.warehouseSetup', defaultMessage: 'Set up a warehouse', description: 'Title of /warehouse/new (the three-step set-up)' },
    warehouseEdit: { id: 'shell.route.warehouseEdit', defaultMessage: 'Edit warehouse', description: 'Title of /warehouse/{id}/edit' },
    personalCenter: { id: 'shell.route.personalCenter', defaultMessage: 'My Account', description: 'Title of /personal/personalCenter' },
    legalInformation: { id: 'shell.route.legalInformation', defaultMessage: 'Legal Information', description: 'Title of /personal/legalInformation' },
    tags: { id: 'shell.route.tags', defaultMessage: 'Tags', description: 'Title of /tags' },
    securityLog: {
      id: 'shell.route.securityLog',
      defaultMessage: 'Security log',
      description: 'Title of /security (rules 2.20: sign-ins, password and role changes, deletions; admin only)',
    },
    apiKeys: { id: 'shell.route.apiKeys', defaultMessage: 'API keys', description: 'Title of /api-keys (keys for integrations; admin only)' },
    webhooks: {
      id: 'shell.route.webhooks',
      defaultMessage: 'Webhooks',
      description: 'Title of /webhooks (signed event deliveries to other systems; admin only)',
    },
    alerts: { id: 'shell.route.alerts', defaultMessage: 'Alerts', description: 'Title of /alerts (rules 22.5: the company alerts)' },
    alertRules: {
      id: 'shell.route.alertRules',
      defaultMessage: 'Alert rules',
      description: 'Title of /alerts/rules (rules 22.1: what is watched and who is told)',
    },
    login: { id: 'shell.route.login', defaultMessage: 'Log in', description: 'Title of /login' },
    registerPersonal: { id: 'shell.route.registerPersonal', defaultMessage: 'Personal registration', description: 'Title of /register-personal' },
    registerInvite: { id: 'shell.route.registerInvite', defaultMessage: 'Invited registration', description: 'Title of /register-invite' },
    registerCompany: { id: 'shell.route.registerCompany', defaultMessage: 'Company registration', description: 'Title of /register-company' },
    resetPassword: { id: 'shell.route.resetPassword', defaultMessage: 'Reset password', description: 'Title of /reset-password' },
    forgotPassword: { id: 'shell.route.forgotPassword', defaultMessage: 'Forgot password', description: 'Title of /forgot-password' },
    activate: { id: 'shell.route.activate', defaultMessage: 'Account activation', description: 'Title of /activate (activation link)' },
    welcome: { id: 'shell.route.welcome', defaultMessage: 'Welcome', description: 'Title of /welcome' },
    guest: { id: 'shell.route.guest', defaultMessage: 'Company name', description: 'Title of /guest' },
    notFound: { id: 'shell.route.notFound', defaultMessage: 'Not found', description: 'Title of /noFound and unknown paths' },
  }),
  userAgreement: commonMessages.userAgreement,
  privacyPolicy: commonMessages.privacyPolicy,
} satisfies Record<RouteKey, MessageDescriptor>;

/** Rules 2.6: the first levels of /home and /power get an overview suffix in the breadcrumb. */
export const overviewTitle = defineMessage<{ title: string }>({
  id: 'shell.breadcrumb.overview',
  defaultMessage: '{title} Overview',
  description: 'Breadcrumb of /home and /power: the section title followed by "Overview"',
});

/** The translated title of the route at `path`; "Not found" for unknown paths. */
export const titleForPath = (intl: IntlShape, path: string): string => {
  const match = matchRoute(path);
  return intl.formatMessage(routeTitles[match?.route.key ?? 'notFound']);
};
