import { DEBOUNCE_MS } from '@retropics/domain/constants';
import type { FaceSuggestionOutput } from '@retropics/domain/contracts/face-suggestion.contract';
import type {
  MentionOutput,
  SaveMentionFormInput,
  UpdateMentionInput,
} from '@retropics/domain/contracts/mention.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildQuery, getJson, type HydraCollection, requestJson } from '../hydra/hydra-client';
import { idOfIri } from '../hydra/iri';
import { resourceKeys } from '../hydra/resource-keys';
import { useDebounced } from '../timing/use-debounced';
import { commentKeys } from './comments';
import { feedItemKeys } from './feed-items';
import { galleryKeys } from './image-galleries';
import { photographKeys } from './photographs';

/** Spec §3 'Mention': a person identified in the pictures, as `/mentions/{id}` answers. */
export type Mention = MentionOutput;

export const mentionKeys = resourceKeys('mentions');

/** Sizes the server makes of a crop (`/media/mentions/{path}/{size}`); 'icon' is a 128 px square. */
export type MentionImageSize = 'icon' | 'lazy' | 'list' | 'small' | 'display' | 'big';

/** A person's crop (spec §7 `/media/mentions/{path}`) in one of the server's sizes. */
export function mentionImageUrl(
  path: string,
  size: MentionImageSize,
  format: 'webp' | 'jpeg' = 'webp',
): string {
  return `/media/mentions/${path.split('/').map(encodeURIComponent).join('/')}/${size}.${format}`;
}

/** GET /mentions/{id}: the person details (crops, family, photographs, album). */
export function useMention(iriOrId: string | number | null) {
  const id = iriOrId === null ? null : typeof iriOrId === 'number' ? iriOrId : idOfIri(iriOrId);
  return useQuery({
    queryKey: mentionKeys.detail(id ?? 'none'),
    enabled: id !== null,
    queryFn: ({ signal }) => getJson<Mention>(`/mentions/${id}`, { signal }),
  });
}

/**
 * GET /mentions?name=: people whose name holds the typed text, asked once typing pauses. `pending`
 * is true while the text has not been asked for yet, so a list never reads as 'nobody' too early.
 */
export function useMentionSearch(text: string) {
  const typed = useDebounced(text.trim(), DEBOUNCE_MS.personSearch);
  const url = `/mentions?${buildQuery({ name: typed })}`;
  const query = useQuery({
    queryKey: mentionKeys.list(url),
    enabled: typed.length > 0,
    queryFn: async ({ signal }) => (await getJson<HydraCollection<Mention>>(url, { signal }))['hydra:member'],
    placeholderData: keepPreviousData,
  });
  const pending = text.trim() !== typed || query.isFetching;
  return { people: typed.length > 0 ? (query.data ?? []) : [], pending, failed: query.isError };
}

/** GET /mentions?photograph=: the people named on a photograph (their boxes open their details). */
export function useMentionsOnPhotograph(photographId: number | null) {
  const url = `/mentions?photograph=${photographId}&itemsPerPage=100`;
  return useQuery({
    queryKey: mentionKeys.list(url),
    enabled: photographId !== null,
    queryFn: async ({ signal }) => (await getJson<HydraCollection<Mention>>(url, { signal }))['hydra:member'],
  });
}

/**
 * What naming or changing a person shows elsewhere: the Person comment and its box (comment
 * lists, the photograph's count and faces), the people, the person's album and its feed card.
 */
function useRefreshPeople() {
  const queryClient = useQueryClient();
  return (photograph?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: mentionKeys.all }),
      queryClient.invalidateQueries({ queryKey: commentKeys.all }),
      queryClient.invalidateQueries({ queryKey: galleryKeys.all }),
      queryClient.invalidateQueries({ queryKey: feedItemKeys.all }),
      photograph
        ? queryClient.invalidateQueries({ queryKey: photographKeys.detail(idOfIri(photograph)) })
        : undefined,
    ]);
}

/**
 * Spec §7 POST /saveMention (multipart): names a person on one side of a photograph with the
 * crop as a data URL. Each field goes as text, as the contract (`saveMentionFields`) reads it;
 * a refusal is an ApiError whose `violations` name the fields.
 */
export function useSaveMention() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: (fields: SaveMentionFormInput) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) {
        if (value !== undefined && value !== '') form.append(name, value);
      }
      return requestJson<Mention>('POST', '/saveMention', { body: form, auth: true });
    },
    onSuccess: (_, fields) => refresh(fields.photograph),
  });
}

/** Spec §7 POST /updateMention (JSON): the person's creator or a curator changes them. */
export function useUpdateMention() {
  const queryClient = useQueryClient();
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: (change: UpdateMentionInput) =>
      requestJson<Mention>('POST', '/updateMention', { body: change, auth: true }),
    onSuccess: (person) => {
      queryClient.setQueryData(mentionKeys.detail(person.id), person);
      return refresh();
    },
  });
}

/** Issue 15: a face on another photograph that may be the same person; a question, never a fact. */
export type FaceSuggestion = FaceSuggestionOutput;

const suggestionKey = (person: number | string) => [...mentionKeys.detail(person), 'suggestions'] as const;

/**
 * GET /mentions/{id}/suggestions (signed in): faces elsewhere that look like the person's, most
 * alike first. Asked only for a signed-in viewer (`enabled`); the answers are per viewer.
 */
export function useFaceSuggestions(person: number | null, enabled: boolean) {
  return useQuery({
    queryKey: suggestionKey(person ?? 'none'),
    enabled: enabled && person !== null,
    queryFn: async ({ signal }) =>
      (
        await getJson<HydraCollection<FaceSuggestion>>(`/mentions/${person}/suggestions`, {
          signal,
          auth: true,
        })
      )['hydra:member'],
  });
}

/**
 * POST /mentions/{id}/suggestions/{face}: yes marks the person on that photograph (as a mention of
 * whoever answered: the person, their album and the comments change); no takes the face out of
 * this viewer's list. Either way the suggestion leaves the list at once.
 */
export function useAnswerFaceSuggestion(person: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: ({ suggestion, answer }: { suggestion: FaceSuggestion; answer: 'yes' | 'no' }) =>
      requestJson<Mention | null>('POST', `/mentions/${person}/suggestions/${suggestion.face}`, {
        body: { answer },
        auth: true,
      }),
    onSuccess: (saved, { suggestion, answer }) => {
      queryClient.setQueryData<FaceSuggestion[]>(suggestionKey(person), (list) =>
        list?.filter((entry) => entry.face !== suggestion.face),
      );
      if (answer === 'yes' && saved) {
        queryClient.setQueryData(mentionKeys.detail(person), saved);
        return refresh(suggestion.photograph);
      }
      return undefined;
    },
  });
}

/**
 * DELETE /faces/{id} (editors and admins): a detection that is no face leaves the photograph's
 * '?' boxes and everyone's suggestions.
 */
export function useDismissFace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ face }: { face: string; photograph: number }) =>
      requestJson<null>('DELETE', `/faces/${encodeURIComponent(face)}`, { auth: true }),
    onSuccess: (_, { photograph }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: photographKeys.detail(photograph) }),
        queryClient.invalidateQueries({ queryKey: mentionKeys.all }),
      ]),
  });
}

/** GET /mentions?album=: the person whose album this is (none for other albums). */
export function usePersonOfAlbum(albumId: number | null) {
  const url = `/mentions?album=${albumId}`;
  return useQuery({
    queryKey: mentionKeys.list(url),
    enabled: albumId !== null,
    queryFn: async ({ signal }) =>
      (await getJson<HydraCollection<Mention>>(url, { signal }))['hydra:member'][0] ?? null,
  });
}
