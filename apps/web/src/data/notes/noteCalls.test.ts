import { describe, expect, it } from 'vitest';

import * as contract from '@hearth/contract';

import {
  createNoteCall,
  deleteNoteCall,
  getNoteCall,
  listNotesCall,
  reorderNotesCall,
  updateNoteCall,
} from './noteCalls.ts';
import * as limits from './noteLimits.ts';

describe('notes calls without the schemas', () => {
  it('match the contract', () => {
    for (const [light, full] of [
      [listNotesCall, contract.listNotes],
      [getNoteCall, contract.getNote],
      [createNoteCall, contract.createNote],
      [updateNoteCall, contract.updateNote],
      [deleteNoteCall, contract.deleteNote],
      [reorderNotesCall, contract.reorderNotes],
    ] as const) {
      expect([light.method, light.path]).toEqual([full.method, full.path]);
    }
  });

  it('copy the contract limits and palette', () => {
    expect(limits.NOTE_PREVIEW_LENGTH).toBe(contract.NOTE_PREVIEW_LENGTH);
    expect(limits.NOTE_TITLE_MAX).toBe(contract.NOTE_TITLE_MAX);
    expect(limits.NOTE_CONTENT_MAX).toBe(contract.NOTE_CONTENT_MAX);
    expect(limits.NOTE_COLORS).toEqual(contract.NOTE_COLORS);
  });
});
