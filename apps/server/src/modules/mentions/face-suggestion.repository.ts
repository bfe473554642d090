import { type CommentBox, normaliseCommentBox } from '@retropics/domain/validation';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/database.js';

/** One place the person is marked: the side, its size, and the Person comment's face and box there. */
export type PersonMark = {
  photographId: number;
  isBackside: boolean;
  faceId: string | null;
  box: CommentBox | null;
  width: number;
  height: number;
};

/** A face that looks like the person's, on a photograph side that can be shown. */
export type SimilarFace = {
  id: number;
  photographId: number;
  isBackside: boolean;
  box: [number, number, number, number];
  filePath: string;
  width: number;
  height: number;
  similarity: number;
};

type MarkRow = {
  photograph_id: number;
  is_backside: boolean;
  face_id: string | null;
  box: Parameters<typeof normaliseCommentBox>[0] | null;
  width: number;
  height: number;
};

type SimilarRow = {
  id: number;
  photograph_id: number;
  is_backside: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
  file_path: string;
  side_width: number;
  side_height: number;
  similarity: number;
};

/** Person comments with the mention image that holds them, and the size of the side they mark. */
const marks = sql`select mi.photograph_id, mi.is_backside, c.face_id, c.box,
    case when mi.is_backside then p.back_width else p.width end as width,
    case when mi.is_backside then p.back_height else p.height end as height
  from mention_images mi
  join comments c on c.id = mi.comment_id
  join photographs p on p.id = mi.photograph_id`;

const markOf = (row: MarkRow): PersonMark => ({
  photographId: row.photograph_id,
  isBackside: row.is_backside,
  faceId: row.face_id,
  box: row.box === null ? null : normaliseCommentBox(row.box),
  width: row.width,
  height: row.height,
});

/** The cosine similarity of a face's descriptor and one of length 1 given: their dot product. */
const similarityTo = (descriptor: readonly number[]): SQL =>
  sql`(select sum(a::float8 * b::float8) from unnest(f.descriptor, ${sql.param([...descriptor])}::real[]) as t(a, b))`;

/** Reads for 'Is this also …?': where a person is marked, and which detected faces look alike. */
export function createFaceSuggestionRepository(db: Database) {
  return {
    /** Every place the person is marked with a Person comment, with that side's size. */
    async marksOf(mentionId: number): Promise<PersonMark[]> {
      const rows = await queryRows<MarkRow>(
        db,
        sql`${marks} where mi.mention_id = ${mentionId} order by mi.id desc`,
      );
      return rows.map(markOf);
    },

    /**
     * Detected faces whose descriptor is at least `minSimilarity` alike one of `references`, most
     * alike first: not dismissed, on shown photographs other than `exceptPhotographs`, named by no
     * comment, and not answered 'no' (or 'yes') by `personId` for this person before.
     */
    async similarFaces(options: {
      references: readonly (readonly number[])[];
      exceptPhotographs: readonly number[];
      mentionId: number;
      personId: number;
      minSimilarity: number;
      limit: number;
    }): Promise<SimilarFace[]> {
      if (options.references.length === 0) return [];
      const closest = sql`greatest(${sql.join(options.references.map(similarityTo), sql`, `)})`;
      const rows = await queryRows<SimilarRow>(
        db,
        sql`select * from (
              select f.id, f.photograph_id, f.is_backside, f.x, f.y, f.width, f.height,
                case when f.is_backside then p.back_file_path else p.file_path end as file_path,
                case when f.is_backside then p.back_width else p.width end as side_width,
                case when f.is_backside then p.back_height else p.height end as side_height,
                ${closest} as similarity
              from photograph_faces f
              join photographs p on p.id = f.photograph_id
              where f.dismissed_at is null and not p.is_hidden
                and not (f.photograph_id = any(${sql.param([...options.exceptPhotographs])}::int[]))
                and not exists (
                  select 1 from comments c where c.photograph_id = f.photograph_id and c.face_id = f.id::text)
                and not exists (
                  select 1 from face_suggestion_answers a
                  where a.face_id = f.id and a.mention_id = ${options.mentionId} and a.person_id = ${options.personId})
            ) candidates
            where similarity >= ${options.minSimilarity}
            order by similarity desc, id
            limit ${options.limit}`,
      );
      return rows.map((row) => ({
        id: row.id,
        photographId: row.photograph_id,
        isBackside: row.is_backside,
        box: [row.x, row.y, row.width, row.height],
        filePath: row.file_path,
        width: row.side_width,
        height: row.side_height,
        similarity: Number(row.similarity),
      }));
    },

    /** The boxes of Person comments (anyone's mention) on these photographs: faces there are named. */
    async namedBoxesOn(photographIds: readonly number[]) {
      if (photographIds.length === 0) return [];
      const rows = await queryRows<MarkRow>(
        db,
        sql`${marks} where mi.photograph_id = any(${sql.param([...photographIds])}::int[]) and c.box is not null`,
      );
      return rows.map(markOf);
    },

    /** Keeps a person's answer (a second answer replaces the first). */
    async recordAnswer(answer: {
      mentionId: number;
      faceId: number;
      personId: number;
      answer: 'yes' | 'no';
    }) {
      await db.execute(sql`
        insert into face_suggestion_answers (mention_id, face_id, person_id, answer)
        values (${answer.mentionId}, ${answer.faceId}, ${answer.personId}, ${answer.answer})
        on conflict (mention_id, face_id, person_id) do update set answer = excluded.answer, date_created = now()`);
    },
  };
}
