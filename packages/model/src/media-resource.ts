import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, RequiredText } from './common.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';

/** Largest upload the server accepts (videos included); the server's multipart limit reads this. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** Content types an upload may have, by file kind; the server also checks the file's first bytes. */
export const UploadContentTypes = {
  image: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  video: ['video/mp4', 'video/webm', 'video/quicktime'],
} as const;

/** Kinds of uploaded file. */
export const MediaFileType = ['image', 'video'] as const;
export type MediaFileType = (typeof MediaFileType)[number];

/** Who sees a resource: its organization, or everyone (system scope, §6: system admins only). */
export const MediaScope = ['organization', 'system'] as const;
export type MediaScope = (typeof MediaScope)[number];

/** An uploaded file as the upload call answers it. */
export const UploadedFile = Type.Object({
  id: Id,
  name: Type.String(),
  contentType: Type.String(),
  fileType: Type.Union(MediaFileType.map((value) => Type.Literal(value))),
  size: Type.Integer({ minimum: 0 }),
  createdAt: DateTime,
});
export type UploadedFile = Static<typeof UploadedFile>;

/** Media resources (videos and images robots show or play): admins only (§2); the system scope is a system admin's (§6). */
export const MediaResource = defineEntity({
  name: 'mediaResources',
  area: 'mediaResources',
  path: '/media-resources',
  organization: 'organizationId',
  fields: {
    name: field(RequiredText(128), { input: 'required', listColumn: 'shown', searchable: true, width: 280 }),
    // §5 file required: an uploaded file's id (the form uploads at once and keeps the id).
    fileId: field(Id, { input: 'required' }),
    fileType: field(Type.Union(MediaFileType.map((value) => Type.Literal(value))), { input: 'required', listColumn: 'shown', initial: 'image' }),
    scope: field(Type.Union(MediaScope.map((value) => Type.Literal(value))), { listColumn: 'shown', initial: 'organization' }),
    organizationId: field(Id, { input: 'required', references: '/organizations' }),
    /** The uploaded file (detail only, read from the files table). */
    file: field(Type.Optional(Type.Object({ name: Type.String(), contentType: Type.String(), size: Type.Integer({ minimum: 0 }) })), { input: 'none', column: false }),
  },
  defaultSort: { id: 'name', desc: false },
});

/** A media resource (video or image) as the API answers it. */
export const MediaResourceRecord = MediaResource.record;
export type MediaResourceRecord = Static<typeof MediaResourceRecord>;
/** Body to create a media resource: §5 file required (an uploaded file's id). */
export const MediaResourceCreate = MediaResource.create;
export type MediaResourceCreate = Static<typeof MediaResourceCreate>;
/** Body to change a media resource: any subset of the create fields. */
export const MediaResourceUpdate = MediaResource.update;
export type MediaResourceUpdate = Static<typeof MediaResourceUpdate>;
