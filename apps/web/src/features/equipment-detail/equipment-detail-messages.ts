import { defineMessage, defineMessages } from 'react-intl';

/** Words of the equipment detail (rules 2.11). */
export const detailMessages = defineMessages({
  loadFailed: {
    id: 'equipmentDetail.loadFailed',
    defaultMessage: 'The equipment detail could not be loaded.',
    description: 'Error state of the equipment detail',
  },
  notFoundTitle: {
    id: 'equipmentDetail.notFound.title',
    defaultMessage: 'Equipment not found',
    description: 'Heading when the machine does not exist (or belongs to another company)',
  },
  notFoundBody: {
    id: 'equipmentDetail.notFound.body',
    defaultMessage: 'This machine does not exist or has been deleted.',
    description: 'Explanation when the machine does not exist',
  },
  backToList: { id: 'equipmentDetail.backToList', defaultMessage: 'Back to the equipment list', description: 'Link from the not-found state to /equipment' },
  editTags: { id: 'equipmentDetail.editTags', defaultMessage: 'Edit tags', description: 'Button that opens the tag assignment dialog' },
  delete: { id: 'equipmentDetail.delete', defaultMessage: 'Delete', description: 'Button that deletes the machine (after confirmation)' },
  readOnly: {
    id: 'equipmentDetail.readOnly',
    defaultMessage: 'You can view this equipment. Only admins and managers can change it.',
    description: 'Shown to an employee, who sees the detail read only',
  },
  overview: { id: 'equipmentDetail.overview', defaultMessage: 'Overview', description: 'Card heading: general facts' },
  addedAt: { id: 'equipmentDetail.addedAt', defaultMessage: 'Added', description: 'Label: the date the machine was added' },
  updatedAt: { id: 'equipmentDetail.updatedAt', defaultMessage: 'Most recent update', description: 'Label: the time of the most recent update' },
  location: { id: 'equipmentDetail.location', defaultMessage: 'Location', description: 'Card heading: location on a map' },
  nearestWarehouse: {
    id: 'equipmentDetail.location.nearestWarehouse',
    defaultMessage: 'Nearest warehouse',
    description: 'Label: the warehouse nearest to a machine out for work (its name is a link)',
  },
  lastKnownPosition: {
    id: 'equipmentDetail.location.lastKnownPosition',
    defaultMessage: 'Last known position',
    description: 'Above the map of an offline machine: the position it reported last',
  },
  health: { id: 'equipmentDetail.health', defaultMessage: 'Health', description: 'Card heading: error code, firmware and battery' },
  errorCode: { id: 'equipmentDetail.errorCode', defaultMessage: 'Error code', description: 'Label: the error code the machine reports' },
  noError: { id: 'equipmentDetail.errorCode.none', defaultMessage: 'None', description: 'Error code: the machine reports no fault' },
  fault: {
    id: 'equipmentDetail.errorCode.fault',
    defaultMessage: 'The machine reported a fault and does no work until it is cleared.',
    description: 'Explanation shown with an error code (rules 4.5: faulty)',
  },
  batteryUnknown: {
    id: 'equipmentDetail.battery.unknown',
    defaultMessage: 'The battery has not reported yet.',
    description: 'Battery health when the battery never reported',
  },
  noTags: { id: 'equipmentDetail.tags.none', defaultMessage: 'No tags assigned.', description: 'Tags card of a machine without tags' },
  editTagsTitle: { id: 'equipmentDetail.editTags.title', defaultMessage: 'Edit tags', description: 'Title of the tag assignment dialog' },
  tagsLoadFailed: {
    id: 'equipmentDetail.editTags.loadFailed',
    defaultMessage: 'The tag list could not be loaded.',
    description: 'Tag dialog: the tag list failed',
  },
  noCompanyTags: {
    id: 'equipmentDetail.editTags.empty',
    defaultMessage: 'Your company has no tags yet. Create tag groups and tags on the Tags page.',
    description: 'Tag dialog: the company has no tags',
  },
  save: { id: 'equipmentDetail.editTags.save', defaultMessage: 'Save', description: 'Tag dialog: save the ticked tags' },
  tagsSaved: { id: 'equipmentDetail.editTags.saved', defaultMessage: 'Tags saved.', description: 'Status after the tags were saved' },
  deleteTitle: { id: 'equipmentDetail.delete.title', defaultMessage: 'Delete this equipment?', description: 'Title of the delete confirmation' },
  deleted: { id: 'equipmentDetail.deleted', defaultMessage: 'Equipment deleted.', description: 'Status after a machine was deleted' },
});

/** The delete confirmation (rules 4.13): permanent; collected data stays in statistics and reports. */
export const deleteQuestion = defineMessage<{ name: string; serial: string }>({
  id: 'equipmentDetail.delete.question',
  defaultMessage: '{name} ({serial}) will be deleted permanently. The data it collected stays in statistics and reports.',
  description: 'Body of the delete confirmation: name and serial number of the machine',
});

/** Accessible name of the map: whose location it shows. */
export const mapLabel = defineMessage<{ name: string }>({
  id: 'equipmentDetail.location.map',
  defaultMessage: 'Map showing the location of {name}',
  description: 'Accessible name of the location map',
});

/** After the nearest warehouse (rules 17.6): the distance to it, already formatted in miles. */
export const distanceAway = defineMessage<{ distance: string }>({
  id: 'equipmentDetail.location.distanceAway',
  defaultMessage: '{distance} away',
  description: 'After the nearest warehouse: the distance to it, e.g. "1.2 mi away"',
});

/** Alternative text of the picture (the name of the machine). */
export const pictureAlt = defineMessage<{ name: string }>({
  id: 'equipmentDetail.picture',
  defaultMessage: 'Picture of {name}',
  description: 'Alternative text of the machine picture',
});
