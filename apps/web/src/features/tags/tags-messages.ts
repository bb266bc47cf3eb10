import { defineMessage, defineMessages } from 'react-intl';

/** Words of the Tags screen: tag groups and their tags; deleting a group deletes its tags (rules 2.14, 17.7). */
export const tagsMessages = defineMessages({
  intro: {
    id: 'tags.intro',
    defaultMessage: 'Group your tags (crews, sites, service), assign them on an equipment detail and filter the equipment list by tag.',
    description: 'Short explanation under the heading of /tags',
  },
  readOnly: {
    id: 'tags.readOnly',
    defaultMessage: 'Only admins and managers can change tags. You can see them here and filter the equipment list by them.',
    description: 'Note shown to an employee, who sees the tags read only',
  },
  addGroup: { id: 'tags.group.add', defaultMessage: 'Add tag group', description: 'Button: opens the dialog that creates a tag group' },
  addTag: { id: 'tags.tag.add', defaultMessage: 'Add tag', description: 'Button of a group card: opens the dialog that creates a tag in that group' },
  rename: { id: 'tags.rename', defaultMessage: 'Rename', description: 'Button: rename a tag group or a tag' },
  delete: { id: 'tags.delete', defaultMessage: 'Delete', description: 'Button: delete a tag group or a tag' },
  save: { id: 'tags.save', defaultMessage: 'Save', description: 'Submit button of the name dialog' },
  loadFailed: { id: 'tags.loadFailed', defaultMessage: 'The tags could not be loaded.', description: 'Error state of /tags' },
  empty: { id: 'tags.empty', defaultMessage: 'No tag groups yet', description: 'Empty state of /tags' },
  emptyHint: {
    id: 'tags.empty.hint',
    defaultMessage: 'Create a group such as “Crews” or “Sites”, then add its tags.',
    description: 'Empty state hint for those who may create groups',
  },
  emptyReadOnly: {
    id: 'tags.empty.readOnly',
    defaultMessage: 'Your admin or a manager can create tag groups.',
    description: 'Empty state hint for an employee',
  },
  groupEmpty: { id: 'tags.group.empty', defaultMessage: 'No tags in this group yet.', description: 'A group card without tags' },
  groupName: { id: 'tags.group.name', defaultMessage: 'Group name', description: 'Label of the group name field' },
  tagName: { id: 'tags.tag.name', defaultMessage: 'Tag name', description: 'Label of the tag name field' },
  createGroupTitle: { id: 'tags.group.create.title', defaultMessage: 'New tag group', description: 'Title of the dialog that creates a group' },
  renameGroupTitle: { id: 'tags.group.rename.title', defaultMessage: 'Rename tag group', description: 'Title of the dialog that renames a group' },
  renameTagTitle: { id: 'tags.tag.rename.title', defaultMessage: 'Rename tag', description: 'Title of the dialog that renames a tag' },
  deleteGroupTitle: { id: 'tags.group.delete.title', defaultMessage: 'Delete this tag group?', description: 'Title of the group delete confirmation' },
  deleteTagTitle: { id: 'tags.tag.delete.title', defaultMessage: 'Delete this tag?', description: 'Title of the tag delete confirmation' },
  groupTaken: {
    id: 'tags.group.taken',
    defaultMessage: 'Another tag group already has this name.',
    description: 'Field error: the group name is taken (server)',
  },
  tagTaken: {
    id: 'tags.tag.taken',
    defaultMessage: 'This group already has a tag with this name.',
    description: 'Field error: the tag name is taken in its group (server)',
  },
  groupCreated: { id: 'tags.group.created', defaultMessage: 'Tag group created.', description: 'Status toast after creating a group' },
  tagCreated: { id: 'tags.tag.created', defaultMessage: 'Tag created.', description: 'Status toast after creating a tag' },
  renamed: { id: 'tags.renamed', defaultMessage: 'Name saved.', description: 'Status toast after renaming a group or a tag' },
  tagDeleted: { id: 'tags.tag.deleted', defaultMessage: 'Tag deleted.', description: 'Status toast after deleting a tag' },
});

/** Messages with parameters: counts, and names of the group or tag a control acts on (unique accessible names). */
export const tagsParamMessages = {
  tagCount: defineMessage<{ count: number }>({
    id: 'tags.group.count',
    defaultMessage: '{count, plural, =0 {no tags} one {# tag} other {# tags}}',
    description: 'Number of tags of a group card',
  }),
  tagsOf: defineMessage<{ group: string }>({
    id: 'tags.group.list',
    defaultMessage: 'Tags of {group}',
    description: 'Accessible name of the tag list of a group',
  }),
  createTagTitle: defineMessage<{ group: string }>({
    id: 'tags.tag.create.title',
    defaultMessage: 'New tag in {group}',
    description: 'Title of the dialog that creates a tag',
  }),
  addTagTo: defineMessage<{ group: string }>({
    id: 'tags.tag.add.for',
    defaultMessage: 'Add tag to {group}',
    description: 'Accessible name of the add tag button of a group',
  }),
  renameGroup: defineMessage<{ group: string }>({
    id: 'tags.group.rename.for',
    defaultMessage: 'Rename group {group}',
    description: 'Accessible name of a group rename button',
  }),
  deleteGroup: defineMessage<{ group: string }>({
    id: 'tags.group.delete.for',
    defaultMessage: 'Delete group {group}',
    description: 'Accessible name of a group delete button',
  }),
  renameTag: defineMessage<{ tag: string }>({
    id: 'tags.tag.rename.for',
    defaultMessage: 'Rename tag {tag}',
    description: 'Accessible name of a tag rename button',
  }),
  deleteTag: defineMessage<{ tag: string }>({
    id: 'tags.tag.delete.for',
    defaultMessage: 'Delete tag {tag}',
    description: 'Accessible name of a tag delete button',
  }),
  deleteGroupQuestion: defineMessage<{ group: string; count: number }>({
    id: 'tags.group.delete.question',
    defaultMessage:
      '{count, plural, =0 {“{group}” has no tags; only the group is deleted.} one {Deleting “{group}” also deletes its # tag and removes it from all equipment.} other {Deleting “{group}” also deletes its # tags and removes them from all equipment.}} This cannot be undone.',
    description: 'Body of the group delete confirmation (deleting a group deletes its tags, rules 4.13)',
  }),
  deleteTagQuestion: defineMessage<{ tag: string; group: string }>({
    id: 'tags.tag.delete.question',
    defaultMessage: 'The tag “{tag}” of {group} will be deleted and removed from all equipment. This cannot be undone.',
    description: 'Body of the tag delete confirmation',
  }),
  groupDeleted: defineMessage<{ count: number }>({
    id: 'tags.group.deleted',
    defaultMessage: 'Tag group deleted with {count, plural, =0 {no tags} one {# tag} other {# tags}}.',
    description: 'Status toast after deleting a group, with the number of tags the server deleted',
  }),
};
