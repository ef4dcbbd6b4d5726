import type { Readable } from 'node:stream';
import type { Locale } from '../../../engine/i18n/translate';
import type { AttachmentGroup } from '../../../engine/schemas/types';
import { stateAllows } from '../../../engine/vocabulary/stateAllows';
import type { Vocabulary } from '../../../engine/vocabulary/types';
import { FileTooLargeError, type FileStore, type StoredFileMeta } from '../../files/fileStore';
import { DomainRefusal, refuse } from '../../domain/refusal';
import type { MessagingApp } from '../../messaging-app/messagingApp';
import { newMaterialId } from './materialIds';
import { openPicture } from '../../files/openPicture';
import { inspectImage } from './inspectImage';
import { readAtMost } from './readAtMost';
import type { MaterialApplication, MaterialTables, MaterialsRepository } from '../../applications/materialsRepository';

/** What one citizen may keep in material pictures (originals and thumbnails) across applications. */
export const USER_MATERIAL_QUOTA_BYTES = 300 * 1024 * 1024;

export interface MaterialsServiceDeps {
  repository: MaterialsRepository;
  files: FileStore;
  messagingApp: MessagingApp;
  /** The business's attachment groups (schemas/attachments); undefined when none is configured. */
  groupsFor: (prodefid: string) => AttachmentGroup[] | undefined;
  /** The application vocabulary as configured now (schemas/vocabulary): which states the citizen may edit. */
  vocabulary: () => Vocabulary;
  quotaBytes?: number;
}

/** A group instance id (datuminst_id, the upload calls' materialId): the group and the application it is for. */
const instanceId = (groupId: string, applicationId: string) => `${groupId}@${applicationId}`;
const parseInstanceId = (value: string) => {
  const at = value.indexOf('@');
  return at > 0 ? { groupId: value.slice(0, at), applicationId: value.slice(at + 1) } : undefined;
};

const presentMaterial = (material: { id: string; group_id: string; application_id: string }) => ({
  id: material.id,
  datuminst_id: instanceId(material.group_id, material.application_id),
  url: `/mp/api/material/file/${material.id}`,
  thumbUrl: `/mp/api/material/thumb/${material.id}`,
});

interface UploadTarget {
  application: MaterialApplication;
  group: AttachmentGroup;
}

/**
 * Materials (spec 001 section 2.4): the attachment groups of an application with their pictures,
 * pictures added from the messaging app or a plain upload, deleted one at a time, and served.
 * Only the owner sees or changes them, and changes only while the application is editable.
 * A picture is kept only if its content is an image its group accepts, under its size limit,
 * with room in the group and in the owner's quota; nothing is kept otherwise.
 */
export function createMaterialsService(deps: MaterialsServiceDeps) {
  const { repository, files } = deps;
  const quotaBytes = deps.quotaBytes ?? USER_MATERIAL_QUOTA_BYTES;

  const owned = async (openid: string, applicationId: string) => {
    const application = await repository.application(applicationId);
    if (!application) refuse('notFound', 'materials.applicationNotFound');
    if (application.openid !== openid) refuse('forbidden', 'errors.forbidden');
    return application;
  };

  const editable = (shzt: number) => {
    if (!stateAllows(deps.vocabulary(), shzt, 'edit')) refuse('invalid', 'materials.notEditable');
  };

  /** The application takes another picture in this group now: editable, and the group not full. */
  const roomIn = async (tables: MaterialTables, application: MaterialApplication, group: AttachmentGroup) => {
    editable(application.shzt);
    if ((await tables.countInGroup(application.id, group.id)) >= group.maxFiles) refuse('invalid', 'materials.groupFull', { n: group.maxFiles });
  };

  /**
   * Where a new picture goes, refused before any byte is fetched when it may not go there. The
   * room is asked again under the application's lock when the picture is filed (record).
   */
  const target = async (openid: string, materialId: string): Promise<UploadTarget> => {
    const parsed = parseInstanceId(materialId);
    if (!parsed) refuse('notFound', 'materials.unknownGroup');
    const application = await owned(openid, parsed.applicationId);
    const group = deps.groupsFor(application.prodefid)?.find((candidate) => candidate.id === parsed.groupId);
    if (!group) refuse('notFound', 'materials.unknownGroup');
    await roomIn(repository, application, group);
    if ((await repository.bytesOf(openid)) >= quotaBytes) refuse('invalid', 'materials.quotaFull');
    return { application, group };
  };

  const tooLarge = (group: AttachmentGroup) => new DomainRefusal('tooLarge', 'materials.tooLarge', { mb: Math.floor(group.maxBytes / 1048576) });

  /** The picture's content checked against its group; its thumbnail. */
  const inspect = async ({ group }: UploadTarget, bytes: Buffer) => {
    const inspected = await inspectImage(bytes);
    if (!inspected || !group.accept.includes(inspected.mime)) refuse('invalid', 'materials.notImage');
    return inspected;
  };

  /** Files the thumbnail and the material row for an original already in the store. */
  const record = async ({ application, group }: UploadTarget, original: StoredFileMeta, thumbnail: Buffer) => {
    const thumb = await files.put(thumbnail, { ownerOpenid: application.openid, kind: 'material-thumb', mime: 'image/jpeg' });
    const row = { id: newMaterialId(), application_id: application.id, group_id: group.id, file_id: original.id, thumb_file_id: thumb.id };
    try {
      // Count and insert under the lock submit takes: a group never passes its limit, and a
      // picture never lands in an application already submitted.
      await repository.transaction(async (trx) => {
        const locked = await trx.lockApplication(application.id);
        if (!locked) refuse('notFound', 'materials.applicationNotFound');
        await roomIn(trx, locked, group);
        await trx.insert(row);
      });
    } catch (error) {
      await files.remove(thumb.id);
      throw error;
    }
    return presentMaterial(row);
  };

  const readLimited = async (content: Readable, group: AttachmentGroup) => {
    try {
      return await readAtMost(content, group.maxBytes);
    } catch (error) {
      throw error instanceof FileTooLargeError ? tooLarge(group) : error;
    }
  };

  return {
    /** getUploadType: every group of the business, 是 for a required one, with its pictures. */
    async uploadGroups(openid: string, applicationId: string, locale: Locale) {
      const application = await owned(openid, applicationId);
      const materials = await repository.list(application.id);
      const en = locale === 'en';
      return (deps.groupsFor(application.prodefid) ?? []).map((group) => ({
        id: instanceId(group.id, application.id),
        name: (en && group.nameEn) || group.name,
        help: (en && group.helpEn) || group.help,
        required: group.required,
        pro_attachment: materials.filter((m) => m.group_id === group.id).map((m) => presentMaterial({ ...m, application_id: application.id })),
      }));
    },

    /** downloadPicFromWXServer: the picture the user gave the messaging app (serverId). */
    async addFromMessagingApp(openid: string, serverId: string, materialId: string) {
      const where = await target(openid, materialId);
      const media = await deps.messagingApp.fetchMedia(openid, serverId);
      if (!media) refuse('notFound', 'errors.mediaNotFound');
      const bytes = await readLimited(media.content, where.group);
      const { mime, thumbnail } = await inspect(where, bytes);
      const original = await files.put(bytes, { ownerOpenid: openid, kind: 'material', mime });
      try {
        return await record(where, original, thumbnail);
      } catch (error) {
        await files.remove(original.id);
        throw error;
      }
    },

    /** uploadfiles: a picture already streamed into the store (size-limited, sniffed); dropped unless it passes. */
    async addUploaded(openid: string, uploaded: StoredFileMeta, materialId: string | undefined) {
      try {
        const where = await target(openid, materialId ?? '');
        if (uploaded.size > where.group.maxBytes) throw tooLarge(where.group);
        const bytes = await readLimited(await files.open(uploaded.id), where.group);
        const { thumbnail } = await inspect(where, bytes);
        return await record(where, uploaded, thumbnail);
      } catch (error) {
        await files.remove(uploaded.id);
        throw error;
      }
    },

    /** delSinglePic: one picture, while the application is editable. */
    async remove(openid: string, materialId: string) {
      const material = await repository.transaction(async (trx) => {
        const found = await trx.material(materialId);
        if (!found) refuse('notFound', 'materials.notFound');
        if (found.openid !== openid) refuse('forbidden', 'errors.forbidden');
        // The state that counts is the one under the lock submit takes, and the picture still there.
        const locked = await trx.lockApplication(found.application_id);
        if (!locked) refuse('notFound', 'materials.notFound');
        editable(locked.shzt);
        if (!(await trx.remove(found.id))) refuse('notFound', 'materials.notFound');
        return found;
      });
      await Promise.all([files.remove(material.file_id), material.thumb_file_id ? files.remove(material.thumb_file_id) : undefined]);
      return { id: material.id };
    },

    /** The original or the thumbnail, to its owner only. */
    async image(openid: string, materialId: string, which: 'file' | 'thumb') {
      const material = await repository.material(materialId);
      if (!material) refuse('notFound', 'materials.notFound');
      if (material.openid !== openid) refuse('forbidden', 'errors.forbidden');
      const picture = await openPicture(files, material, which);
      if (!picture) refuse('notFound', 'materials.notFound');
      return picture;
    },
  };
}

export type MaterialsService = ReturnType<typeof createMaterialsService>;
