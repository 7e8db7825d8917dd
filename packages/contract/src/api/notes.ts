import { z } from 'zod';

import { defineEndpoint } from '../endpoint.ts';

/** The editor's formats (platform §2: the editor accepts only html or markdown). */
export const NOTE_FORMATS = ['markdown', 'html'] as const;
export const NoteFormat = z.enum(NOTE_FORMATS);
export type NoteFormat = z.infer<typeof NoteFormat>;

export const NOTE_STATUSES = ['active', 'deleted'] as const;
export const NoteStatus = z.enum(NOTE_STATUSES);
export type NoteStatus = z.infer<typeof NoteStatus>;

/**
 * The palette a note may be tinted with. The client maps each key to a colour of the current
 * theme, so a note stays readable in every theme; `#rrggbb` is accepted too, for a colour of
 * the user's own choosing.
 */
export const NOTE_COLORS = [
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'purple',
  'pink',
  'gray',
] as const;

/**
 * What a note's html may hold (the server cleans to it on write, the client again before it
 * renders): text structure only. No style or class attributes (CSS can overlay the page or fetch
 * urls), no scripts, frames, embeds, forms, SVG or MathML (each a way to run code or to spoof the
 * app's own screens), no images (a tracking pixel fetched whenever the note is opened).
 */
export const NOTE_HTML_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'div',
  'span',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'sub',
  'sup',
  'small',
  'code',
  'pre',
  'kbd',
  'blockquote',
  'a',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
] as const;

/**
 * Tags dropped with everything inside them, not only their own markup: their content is code,
 * styles or a foreign document, never text the player wrote.
 */
export const NOTE_HTML_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'title',
  'xmp',
  'plaintext',
] as const;

/** The attributes each tag keeps (links also get `rel="noopener noreferrer"`). */
export const NOTE_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  ol: ['start'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

/** The link schemes a note's links may use. */
export const NOTE_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Longest title, in characters. */
export const NOTE_TITLE_MAX = 200;
/** Longest content, in characters, as stored (html after it is cleaned). */
export const NOTE_CONTENT_MAX = 100_000;
/** Notes a character may keep, deleted ones included (they can still be restored). */
export const NOTES_PER_CHARACTER_MAX = 1000;
/** Characters of a note's content shown in the list (platform §9). */
export const NOTE_PREVIEW_LENGTH = 100;

/** A palette key or `#rrggbb` (stored lower case); null: no colour. */
export const NoteColor = z
  .string()
  .trim()
  .toLowerCase()
  .refine(
    (value) => (NOTE_COLORS as readonly string[]).includes(value) || /^#[0-9a-f]{6}$/.test(value),
    { message: `Must be one of ${NOTE_COLORS.join(', ')} or a #rrggbb colour` },
  );

const Title = z
  .string()
  .trim()
  .min(1, 'Title is required')
  .max(NOTE_TITLE_MAX, `Title must be at most ${NOTE_TITLE_MAX} characters`);

const Content = z
  .string()
  .max(NOTE_CONTENT_MAX, `Content must be at most ${NOTE_CONTENT_MAX} characters`);

const RowId = z.string().min(1).max(100);

/**
 * A character's note (platform §3). `content` is markdown as written, or html already cleaned
 * by the server (only a safe subset of tags; links http, https and mailto only). Deleted notes
 * keep their content until deleted for good; `deleted_at` says when they were deleted.
 */
export const Note = z
  .object({
    id: z.string(),
    character_id: z.string(),
    title: z.string(),
    content: z.string(),
    format: NoteFormat,
    color: z.string().nullable(),
    pinned: z.boolean(),
    status: NoteStatus,
    order_position: z.number().int(),
    version: z.number().int(),
    deleted_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Note' });
export type Note = z.infer<typeof Note>;

/** `GET notes` (platform §7: character_id, status); active notes unless asked otherwise. */
export const ListNotesQuery = z.object({
  character_id: RowId,
  status: NoteStatus.default('active'),
});

export const listNotes = defineEndpoint({
  method: 'GET',
  path: '/notes',
  summary: "A character's notes: pinned first, then in the user's order, then the latest changed",
  tags: ['notes'],
  query: ListNotesQuery,
  response: z.array(Note),
});

/** `POST notes`: a new note, placed after the character's others. */
export const CreateNoteBody = z
  .object({
    character_id: RowId,
    title: Title,
    content: Content.default(''),
    format: NoteFormat.default('markdown'),
    color: NoteColor.nullable().optional(),
    pinned: z.boolean().default(false),
  })
  .strict();
export type CreateNoteBody = z.input<typeof CreateNoteBody>;

export const createNote = defineEndpoint({
  method: 'POST',
  path: '/notes',
  summary: 'Create a note for one of your characters (title required)',
  tags: ['notes'],
  successStatus: 201,
  body: CreateNoteBody,
  response: Note,
});

const NoteParam = z.object({ id: RowId });

export const getNote = defineEndpoint({
  method: 'GET',
  path: '/notes/:id',
  summary: 'One of your notes',
  tags: ['notes'],
  params: NoteParam,
  response: Note,
});

/**
 * `PUT notes/{id}`: any of these fields, at least one. `status` is how a note is restored
 * (`'active'`; platform §4 "deleted to active"): the spec's calls have no restore call of its
 * own, so it is this one. `'deleted'` deletes softly, as `DELETE notes/{id}` does.
 */
export const UpdateNoteBody = z
  .object({
    title: Title.optional(),
    content: Content.optional(),
    format: NoteFormat.optional(),
    color: NoteColor.nullable().optional(),
    pinned: z.boolean().optional(),
    status: NoteStatus.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });
export type UpdateNoteBody = z.input<typeof UpdateNoteBody>;

export const updateNote = defineEndpoint({
  method: 'PUT',
  path: '/notes/:id',
  summary: 'Change a note (title, content, format, colour, pinned) or restore it (status active)',
  tags: ['notes'],
  params: NoteParam,
  body: UpdateNoteBody,
  response: Note,
});

const Flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * `DELETE notes/{id}` takes `soft` (platform §7) in the JSON body, as the typed client sends a
 * DELETE's payload, or in the query string (`?soft=false`), as a GET-style payload. Without it
 * the delete is soft: the note can be restored. Both saying different things is refused.
 */
export const deleteNote = defineEndpoint({
  method: 'DELETE',
  path: '/notes/:id',
  summary: 'Delete a note: softly (restorable, the default) or for good (soft false)',
  tags: ['notes'],
  params: NoteParam,
  query: z.object({ soft: Flag.optional() }),
  body: z.object({ soft: z.boolean().optional() }).strict(),
  response: z.object({
    id: z.string(),
    /** The note as it now is after a soft delete; null once it is gone for good. */
    note: Note.nullable(),
  }),
});

/**
 * `PUT notes/order` (platform §7: noteIds): the notes get order positions 0, 1, 2… in the order
 * given. All must be notes of one of your characters, each named once; notes left out keep
 * their positions.
 */
export const ReorderNotesBody = z
  .object({
    noteIds: z.array(RowId).min(1).max(NOTES_PER_CHARACTER_MAX),
  })
  .strict();
export type ReorderNotesBody = z.input<typeof ReorderNotesBody>;

export const reorderNotes = defineEndpoint({
  method: 'PUT',
  path: '/notes/order',
  summary: "Put some of a character's notes in a new order",
  tags: ['notes'],
  body: ReorderNotesBody,
  /** The reordered notes, in their new order. */
  response: z.array(Note),
});
