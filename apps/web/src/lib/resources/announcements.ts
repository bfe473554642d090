import type {
  AnnouncementClickInput,
  AnnouncementOutput,
  AnnouncementWriteInput,
} from '@retropics/domain/contracts/announcement.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, type HydraCollection, requestJson } from '../hydra/hydra-client';
import { resourceKeys } from '../hydra/resource-keys';
import { feedItemKeys } from './feed-items';

/** Spec §2 Feed announcement cards, as the team manages them (with their click counts). */
export type Announcement = AnnouncementOutput;

export const announcementKeys = resourceKeys('announcements');

const LIST_URL = '/announcements?itemsPerPage=200';

/** GET /announcements (editors and admins): every announcement, newest first, with click counts. */
export function useAnnouncements() {
  return useQuery({
    queryKey: announcementKeys.list(LIST_URL),
    queryFn: ({ signal }) => getJson<HydraCollection<Announcement>>(LIST_URL, { signal, auth: true }),
  });
}

/** A write changes the team's list and the feed's cards. */
function useRefreshAnnouncements() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
      queryClient.invalidateQueries({ queryKey: feedItemKeys.all }),
    ]);
}

/** POST /announcements, or PUT /announcements/{id} with an id. */
export function useSaveAnnouncement() {
  const refresh = useRefreshAnnouncements();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AnnouncementWriteInput }) =>
      id === null
        ? requestJson<Announcement>('POST', '/announcements', { body, auth: true })
        : requestJson<Announcement>('PUT', `/announcements/${id}`, { body, auth: true }),
    onSuccess: () => refresh(),
  });
}

/** DELETE /announcements/{id}: its clicks go with it. */
export function useDeleteAnnouncement() {
  const refresh = useRefreshAnnouncements();
  return useMutation({
    mutationFn: (id: number) => requestJson<undefined>('DELETE', `/announcements/${id}`, { auth: true }),
    onSuccess: () => refresh(),
  });
}

/** What the upload calls answer in `hydra:member[0]`. */
export interface AnnouncementUpload {
  filePath: string;
  originalName: string;
  contentUrl: string;
}

/**
 * POST /announcements/imageUpload (JPEG, PNG or WebP) or /announcements/videoUpload (mp4), as
 * multipart `file`; a refused file is a 422 with a violation on `file`.
 */
export function useUploadAnnouncementMedia() {
  return useMutation({
    mutationFn: async ({ kind, file }: { kind: 'image' | 'video'; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      const answer = await requestJson<HydraCollection<AnnouncementUpload>>(
        'POST',
        `/announcements/${kind}Upload`,
        { body: form, auth: true },
      );
      const [uploaded] = answer['hydra:member'];
      if (!uploaded) throw new Error('The upload answered no file');
      return uploaded;
    },
  });
}

/**
 * Spec §7 `POST click`: a click on an announcement card, with the signed-in person's id. The
 * server decides whether it counts; the page may be left at once, so the request outlives it.
 */
export function postAnnouncementClick(announcement: string, userId: number | null): Promise<unknown> {
  const body: AnnouncementClickInput = { userId, announcement, isValidClick: true };
  return requestJson('POST', '/click', { body, keepalive: true });
}
