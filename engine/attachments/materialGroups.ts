import type { Locale } from '../i18n/translate';
import type { AttachmentGroup } from '../schemas/types';

/** A material group as a reader sees it: its name, whether it is required, and its pictures in upload order. */
export interface MaterialGroupView {
  group: string;
  name: string;
  required: boolean;
  pictures: Array<{ id: string }>;
}

/**
 * An application's uploaded pictures by group: every group its business asks for, in the
 * configured order (empty ones too), then any group a picture names that the configuration no
 * longer lists (by its id). Shared by the case file and the partner system.
 */
export function materialGroups(groups: readonly AttachmentGroup[], pictures: ReadonlyArray<{ id: string; group_id: string }>, locale: Locale): MaterialGroupView[] {
  const ids = [...groups.map((group) => group.id), ...pictures.map((picture) => picture.group_id).filter((id) => !groups.some((known) => known.id === id))];
  return [...new Set(ids)].map((id) => {
    const group = groups.find((known) => known.id === id);
    return {
      group: id,
      name: group ? (locale === 'en' && group.nameEn) || group.name : id,
      required: group?.required === '是',
      pictures: pictures.filter((picture) => picture.group_id === id).map((picture) => ({ id: picture.id })),
    };
  });
}
