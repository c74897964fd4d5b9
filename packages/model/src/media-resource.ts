import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, RequiredText } from './common.js';

const strict = { additionalProperties: false } as const;

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

const mediaFields = {
  name: RequiredText(128),
  fileType: Type.Union(MediaFileType.map((value) => Type.Literal(value))),
  fileId: Id,
  scope: Type.Union(MediaScope.map((value) => Type.Literal(value))),
  organizationId: Id,
};

/** A media resource (video or image) as the API answers it. */
export const MediaResourceRecord = Type.Object({
  id: Id,
  ...mediaFields,
  /** The uploaded file (detail only). */
  file: Type.Optional(Type.Object({ name: Type.String(), contentType: Type.String(), size: Type.Integer({ minimum: 0 }) })),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type MediaResourceRecord = Static<typeof MediaResourceRecord>;

/** Body to create a media resource: §5 file required (an uploaded file's id). */
export const MediaResourceCreate = Type.Object({
  name: mediaFields.name,
  fileType: mediaFields.fileType,
  fileId: mediaFields.fileId,
  organizationId: mediaFields.organizationId,
  scope: Type.Optional(mediaFields.scope),
}, strict);
export type MediaResourceCreate = Static<typeof MediaResourceCreate>;

/** Body to change a media resource. */
export const MediaResourceUpdate = Type.Partial(MediaResourceCreate, strict);
export type MediaResourceUpdate = Static<typeof MediaResourceUpdate>;
