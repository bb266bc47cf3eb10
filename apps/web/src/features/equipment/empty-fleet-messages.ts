import { defineMessages } from 'react-intl';

/** Words of the empty fleet (rules 2.9): what a new company sees before its first machine. */
export const emptyFleetMessages = defineMessages({
  title: {
    id: 'equipment.emptyFleet.title',
    defaultMessage: 'No machines yet',
    description: 'Heading of the equipment list of a company with no machine at all',
  },
  body: {
    id: 'equipment.emptyFleet.body',
    defaultMessage:
      'Machines are added from the Yardfleet mobile app: install it, log in with the same email and password, and pair each machine. It shows up here as soon as it is added.',
    description: 'Explains that equipment is added only through the mobile app (rules 1.3)',
  },
  appStore: {
    id: 'equipment.emptyFleet.appStore',
    defaultMessage: 'Download on the App Store',
    description: 'Link to the mobile app on Apple’s App Store (opens a new tab)',
  },
  googlePlay: {
    id: 'equipment.emptyFleet.googlePlay',
    defaultMessage: 'Get it on Google Play',
    description: 'Link to the mobile app on Google Play (opens a new tab)',
  },
  nextSteps: {
    id: 'equipment.emptyFleet.nextSteps',
    defaultMessage: 'Next steps',
    description: 'Heading of the list of things to set up while the fleet is empty',
  },
  warehouseHint: {
    id: 'equipment.emptyFleet.warehouseHint',
    defaultMessage: 'Machines inside it count as in the warehouse; outside they are out for work.',
    description: 'Why to set up a warehouse (inventory status by geofence, rules 4.2)',
  },
  peopleStep: { id: 'equipment.emptyFleet.peopleStep', defaultMessage: 'Invite people', description: 'Link to /people from the empty fleet' },
  peopleHint: {
    id: 'equipment.emptyFleet.peopleHint',
    defaultMessage: 'Your managers and crew see the fleet with their own login.',
    description: 'Why to invite people',
  },
});
