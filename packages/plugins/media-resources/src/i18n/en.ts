/** English strings of the resources plugin (namespace `resources`). */
export const en = {
  menu: { resource: 'Resources' },
  title: { list: 'Resources', create: 'New resource', edit: 'Resource' },
  field: { name: 'Resource name', fileType: 'File type', file: 'File', scope: 'Scope', organizationId: 'Organization', updatedAt: 'Updated', preview: 'Preview' },
  fileType: { image: 'Image', video: 'Video' },
  scope: { organization: 'Within the organization', system: 'System (everyone)' },
  hint: { scope: 'Only system administrators can publish to the whole system.', file: 'PNG, JPEG, GIF, WebP, MP4, WebM or QuickTime, up to 50 MB.' },
};
