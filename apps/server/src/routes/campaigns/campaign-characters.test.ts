import { beforeAll, describe, expect, it } from 'vitest';

import { loadCatalogue, rulesCatalogueOf } from '@hearth/content';
import type {
  Campaign,
  CampaignCharacter,
  CampaignSummary,
  Character,
  CharacterSheet,
  Inventory,
} from '@hearth/contract';
import { ABILITY_METHODS, suggestedDraft } from '@hearth/rules';

import { useTestApp } from '../../test/app.ts';
import type { Player } from './campaign-test-kit.ts';
import { campaignKit, createFighter, dataOf, errorOf, signUpPlayer } from './campaign-test-kit.ts';

// Characters in campaigns (spec platform §5 share to campaign, §6): adding, hiding, removing,
// the party view and campaign-mates reading each other's characters, never writing them.

const ctx = useTestApp();
const app = () => ctx.app;
const kit = campaignKit(app);
const { call } = kit;
let gm: Player;
let player: Player;
let other: Player;
let stranger: Player;

const catalogue = rulesCatalogueOf(loadCatalogue());

beforeAll(async () => {
  gm = await signUpPlayer(ctx.app, ctx.config, 'gm-party@example.com');
  player = await signUpPlayer(ctx.app, ctx.config, 'player-party@example.com');
  other = await signUpPlayer(ctx.app, ctx.config, 'other-party@example.com');
  stranger = await signUpPlayer(ctx.app, ctx.config, 'stranger-party@example.com');
  await call('POST', '/api/campaigns/user', player.token, { name: 'Priya' });
});

/** A level 1 cleric: a spellcaster, so the party view shows a spell save DC. */
const createCleric = (token: string, name = 'Sister Vel') => createCharacter(token, 'cleric', name);

/** A level 1 character of the class, an acolyte human, made the wizard's suggested way. */
async function createCharacter(token: string, classId: string, name: string): Promise<Character> {
  const draft = suggestedDraft(catalogue, {
    classId,
    backgroundId: 'acolyte',
    speciesId: 'human',
    method: ABILITY_METHODS.pointBuy,
    name,
  });
  const created = await call('POST', '/api/characters', token, {
    name,
    specie: 'human',
    background: 'acolyte',
    classes: [{ id: classId, level: 1 }],
    attributes: draft.attributes,
    options: draft.options,
    hp: draft.hp,
    presets: draft.presets,
    settings: { abilityType: 1 },
  });
  expect(created.statusCode, created.body).toBe(201);
  return dataOf<Character>(created);
}

const party = async (campaignId: string, token: string) =>
  dataOf<CampaignCharacter[]>(
    await call('GET', `/api/campaigns/campaign-characters/${campaignId}`, token),
  );
const sheetOf = async (characterId: string, token: string) =>
  dataOf<CharacterSheet>(await call('GET', `/api/characters/${characterId}/sheet`, token));

describe('POST campaigns/add-character-to-campaign', () => {
  it('refuses a character already in a campaign, this one or another', async () => {
    const { campaign, memberHero } = await kit.table(gm, player);
    const second = await kit.newCampaign(player, 'Second');
    for (const campaignId of [campaign.id, second.id]) {
      const refused = await call('POST', '/api/campaigns/add-character-to-campaign', player.token, {
        campaign_id: campaignId,
        character_id: memberHero.character.id,
      });
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toEqual({
        code: 'CONFLICT',
        message: 'This character is already in a campaign',
        details: { campaign_id: campaign.id },
      });
    }
  });

  it('refuses someone else’s character as if it did not exist', async () => {
    const { campaign, memberHero } = await kit.table(gm, player);
    const refused = await call('POST', '/api/campaigns/add-character-to-campaign', gm.token, {
      campaign_id: campaign.id,
      character_id: memberHero.character.id,
    });
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).code).toBe('CHAR.NOT_FOUND');
  });

  it('answers the campaign with the character in it', async () => {
    const campaign = await kit.newCampaign(gm);
    await kit.join(gm, campaign.id, player);
    const hero = await createFighter(app, player.token, 'Arrival');
    const added = await kit.addCharacter(player, campaign.id, hero.character.id);
    expect(added.role).toBe('member');
    expect(added.characters).toEqual([
      { id: hero.character.id, name: 'Arrival', user_id: player.id },
    ]);
    expect(added.version).toBeGreaterThan(campaign.version);
  });
});

describe('DELETE campaigns/{campaignId}/characters/{characterId}', () => {
  it('lets a member remove only their own characters, and the owner any', async () => {
    const { campaign, memberHero, ownerHero } = await kit.table(gm, player);
    await kit.join(gm, campaign.id, other);
    const othersHero = await createFighter(app, other.token, 'Third');
    await kit.addCharacter(other, campaign.id, othersHero.character.id);

    for (const hero of [ownerHero, othersHero]) {
      const refused = await call(
        'DELETE',
        `/api/campaigns/${campaign.id}/characters/${hero.character.id}`,
        player.token,
      );
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused)).toMatchObject({
        code: 'FORBIDDEN',
        message: 'You can remove only your own characters',
      });
    }
    const own = await call(
      'DELETE',
      `/api/campaigns/${campaign.id}/characters/${memberHero.character.id}`,
      player.token,
    );
    expect(dataOf(own)).toEqual({
      campaign_id: campaign.id,
      character_id: memberHero.character.id,
    });
    const byOwner = await call(
      'DELETE',
      `/api/campaigns/${campaign.id}/characters/${othersHero.character.id}`,
      gm.token,
    );
    expect(byOwner.statusCode, byOwner.body).toBe(200);

    const view = dataOf<Campaign>(await call('GET', `/api/campaigns/${campaign.id}`, gm.token));
    expect(view.characters.map((character) => character.id)).toEqual([ownerHero.character.id]);
    // The characters themselves stay with their players; removing one twice finds nothing.
    expect(
      (await call('GET', `/api/characters/${memberHero.character.id}`, player.token)).statusCode,
    ).toBe(200);
    const again = await call(
      'DELETE',
      `/api/campaigns/${campaign.id}/characters/${memberHero.character.id}`,
      player.token,
    );
    expect(again.statusCode).toBe(404);
  });
});

describe('PUT campaigns/{campaignId}/characters/{characterId}', () => {
  it('hides and shows one’s own character (its active flag); not another’s', async () => {
    const { campaign, memberHero } = await kit.table(gm, player);
    const url = `/api/campaigns/${campaign.id}/characters/${memberHero.character.id}`;
    const hidden = await call('PUT', url, player.token, { active: false });
    expect(dataOf(hidden)).toEqual({
      id: memberHero.character.id,
      name: 'Morwen',
      user_id: player.id,
      active: false,
    });
    const character = dataOf<Character>(
      await call('GET', `/api/characters/${memberHero.character.id}`, player.token),
    );
    expect(character.active).toBe(false);
    expect((await party(campaign.id, gm.token))[0]).toMatchObject({ active: false });

    const byOwner = await call('PUT', url, gm.token, { active: true });
    expect(byOwner.statusCode).toBe(404);
    expect(errorOf(byOwner).code).toBe('CHAR.NOT_FOUND');
    const refused = await call('PUT', url, player.token, { active: 'yes' });
    expect(refused.statusCode).toBe(400);
  });

  it('answers 404 for a character that is not in the campaign', async () => {
    const campaign = await kit.newCampaign(player);
    const hero = await createFighter(app, player.token, 'Outsider');
    const refused = await call(
      'PUT',
      `/api/campaigns/${campaign.id}/characters/${hero.character.id}`,
      player.token,
      { active: false },
    );
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).message).toBe('This character is not in the campaign');
  });
});

describe('GET campaigns/campaign-characters/{campaignId}: the party view', () => {
  it('shows each character with its player and the sheet’s own numbers', async () => {
    const campaign = await kit.newCampaign(gm);
    await kit.join(gm, campaign.id, player);
    const cleric = await createCleric(player.token);
    await kit.addCharacter(player, campaign.id, cleric.id);
    const fighter = await createFighter(app, gm.token, 'Gideon');
    await kit.addCharacter(gm, campaign.id, fighter.character.id);

    const entries = await party(campaign.id, gm.token);
    expect(entries.map((entry) => [entry.name, entry.user_id, entry.player])).toEqual([
      ['Sister Vel', player.id, 'Priya'],
      ['Gideon', gm.id, null],
    ]);
    for (const entry of entries) {
      const sheet = await sheetOf(entry.id, entry.user_id === gm.id ? gm.token : player.token);
      expect(entry.party).toEqual({
        level: sheet.level,
        classes: Object.entries(sheet.classLevels).map(([id, level]) => ({ id, level })),
        hp: {
          current: sheet.hp.current,
          max: sheet.hp.max.value,
          temp: sheet.hp.temp,
          bloodied: false,
        },
        vital: 'up',
        unconscious: false,
        death_saves: { successes: 0, failures: 0 },
        ac: sheet.ac.value,
        passive: {
          perception: sheet.skills.perception!.passive.value,
          insight: sheet.skills.insight!.passive.value,
          investigation: sheet.skills.investigation!.passive.value,
        },
        speed: sheet.speed.value,
        conditions: [],
        exhaustion: 0,
        concentration: null,
        spell_save_dc: sheet.spellcasting.map((casting) => ({
          class_id: casting.classId,
          dc: casting.saveDc.value,
        })),
      });
    }
    const clericEntry = entries[0]!;
    expect(clericEntry.party.spell_save_dc).toEqual([
      { class_id: 'cleric', dc: expect.any(Number) },
    ]);
    expect(clericEntry.party.classes).toEqual([{ id: 'cleric', level: 1 }]);
    // A member sees the same party.
    expect(await party(campaign.id, player.token)).toEqual(entries);
  });

  it('follows the table: damage, bloodied, dying, death saves, conditions, concentration', async () => {
    const { campaign, memberHero } = await kit.table(gm, player);
    const id = memberHero.character.id;
    const { hp } = memberHero.character;
    const update = (payload: object) =>
      call('POST', `/api/characters/${id}`, player.token, payload);

    await update({
      hp: { ...hp, current: Math.floor(hp.max / 2), temp: 3 },
      conditions: ['poisoned'],
      options: { ...memberHero.character.options, concentration: ['bless'] },
    });
    let entry = (await party(campaign.id, gm.token)).find((found) => found.id === id)!;
    expect(entry.party).toMatchObject({
      hp: { current: Math.floor(hp.max / 2), max: hp.max, temp: 3, bloodied: true },
      vital: 'up',
      unconscious: false,
      conditions: ['poisoned'],
      concentration: 'bless',
    });

    await update({
      hp: { ...hp, current: 0, temp: 0 },
      saving_death: { successes: 1, failures: 2 },
    });
    entry = (await party(campaign.id, gm.token)).find((found) => found.id === id)!;
    expect(entry.party).toMatchObject({
      hp: { current: 0, bloodied: true },
      vital: 'dying',
      unconscious: true,
      death_saves: { successes: 1, failures: 2 },
    });

    await update({ saving_death: { successes: 3, failures: 2 } });
    entry = (await party(campaign.id, gm.token)).find((found) => found.id === id)!;
    expect(entry.party.vital).toBe('stable');
    await update({ saving_death: { successes: 0, failures: 3 } });
    entry = (await party(campaign.id, gm.token)).find((found) => found.id === id)!;
    expect(entry.party.vital).toBe('dead');
  });

  it('answers 304 while nothing changed, and the new party once a character changes', async () => {
    const { campaign, memberHero } = await kit.table(gm, player);
    const url = `/api/campaigns/campaign-characters/${campaign.id}`;
    const first = await call('GET', url, gm.token);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"p-[\w-]+"$/);
    const again = await call('GET', url, gm.token, undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const { hp } = memberHero.character;
    await call('POST', `/api/characters/${memberHero.character.id}`, player.token, {
      hp: { ...hp, current: hp.max - 1 },
    });
    const changed = await call('GET', url, gm.token, undefined, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);

    // A stranger holding the ETag learns nothing from it.
    const refused = await call('GET', url, stranger.token, undefined, {
      'if-none-match': changed.headers.etag as string,
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe('the party view of a Druid in a Wild Shape form', () => {
  it('shows the form’s AC, speed and passive Perception while shaped, and its own after', async () => {
    const { campaign } = await kit.table(gm, player);
    const druid = await createCharacter(player.token, 'druid', 'Thorn');
    await kit.addCharacter(player, campaign.id, druid.id);
    const ownOf = async () =>
      (await party(campaign.id, gm.token)).find((found) => found.id === druid.id)!.party;
    const own = await ownOf();
    expect(own.wild_shape).toBeUndefined();

    const addBeast = async (beastId: string) => {
      const added = await call('POST', `/api/character-beasts/${druid.id}`, player.token, {
        beast_id: beastId,
        type: 'wildshape',
      });
      expect(added.statusCode, added.body).toBeLessThan(300);
      return dataOf<{ id: string }>(added).id;
    };
    const wolf = await addBeast('wolf');
    const cat = await addBeast('cat');
    const activate = async (id: string) => {
      const changed = await call('PUT', `/api/character-beasts/${id}`, player.token, {
        active: true,
      });
      expect(changed.statusCode, changed.body).toBe(200);
    };
    const setShaped = async (on: boolean) => {
      const current = dataOf<Character>(
        await call('GET', `/api/characters/${druid.id}`, player.token),
      );
      const updated = await call('POST', `/api/characters/${druid.id}`, player.token, {
        options: { ...current.options, states: on ? ['wild-shape'] : [] },
      });
      expect(updated.statusCode, updated.body).toBe(200);
    };

    // An active form alone changes nothing: the state says whether the druid is in it.
    await activate(wolf);
    expect((await ownOf()).ac).toBe(own.ac);

    await setShaped(true);
    let shaped = await ownOf();
    // SRD 5.2 wolf: AC 12, Speed 40 ft, Perception +5 (passive 15); WIS-based Perception keeps
    // the druid's own modifier when it is higher.
    expect(shaped).toMatchObject({
      ac: 12,
      speed: 40,
      wild_shape: { beast_id: 'wolf', title: 'Wolf' },
      hp: own.hp,
    });
    expect(shaped.passive.perception).toBe(Math.max(own.passive.perception, 15));

    // Another form made active while shaped: the party follows it (the digest is keyed on it).
    await activate(cat);
    shaped = await ownOf();
    expect(shaped.wild_shape).toEqual({ beast_id: 'cat', title: 'Cat' });
    expect(shaped.speed).toBe(40);
    expect(shaped.ac).toBe(12);

    await setShaped(false);
    const back = await ownOf();
    expect(back).toMatchObject({ ac: own.ac, speed: own.speed, passive: own.passive });
    expect(back.wild_shape).toBeUndefined();
  });
});

describe('campaign-mates read, never write, each other’s characters', () => {
  it('reads a mate’s character, sheet and inventories; every change is refused', async () => {
    const { campaign, ownerHero } = await kit.table(gm, player);
    const id = ownerHero.character.id;
    // The owner's own read keeps the character in the cache: the mate's read is checked too.
    expect((await call('GET', `/api/characters/${id}`, gm.token)).statusCode).toBe(200);
    const read = await call('GET', `/api/characters/${id}`, player.token);
    expect(dataOf<Character>(read)).toMatchObject({ id, name: 'Gideon', user_id: gm.id });
    const sheet = await sheetOf(id, player.token);
    expect(sheet.ac.value).toBe((await sheetOf(id, gm.token)).ac.value);
    const inventories = dataOf<Inventory[]>(
      await call('GET', `/api/inventory/${id}`, player.token),
    );
    expect(inventories[0]!.items.length).toBeGreaterThan(0);

    const writes = [
      call('POST', `/api/characters/${id}`, player.token, { name: 'Hijacked' }),
      call('DELETE', `/api/characters/${id}`, player.token),
      call('POST', `/api/inventory/${id}`, player.token, { name: 'Sneaky bag' }),
      call('PUT', `/api/inventory/${inventories[0]!.id}`, player.token, { name: 'Mine now' }),
      call('PUT', `/api/inventory/item/${inventories[0]!.items[0]!.id}`, player.token, {
        quantity: 0,
      }),
      call('DELETE', `/api/inventory/item/${inventories[0]!.items[0]!.id}`, player.token),
    ];
    for (const refused of await Promise.all(writes)) {
      expect(refused.statusCode, refused.body).toBe(404);
    }
    expect(dataOf<Character>(await call('GET', `/api/characters/${id}`, gm.token)).name).toBe(
      'Gideon',
    );

    // Out of the campaign, out of reach, even while the owner's read is cached.
    await call('DELETE', `/api/campaigns/${campaign.id}/characters/${id}`, gm.token);
    expect((await call('GET', `/api/characters/${id}`, gm.token)).statusCode).toBe(200);
    for (const url of [
      `/api/characters/${id}`,
      `/api/characters/${id}/sheet`,
      `/api/inventory/${id}`,
    ]) {
      const gone = await call('GET', url, player.token);
      expect(gone.statusCode, url).toBe(404);
      expect(errorOf(gone).code).toBe('CHAR.NOT_FOUND');
    }
  });

  it('lists a character’s campaigns to its owner and its mates only', async () => {
    const { campaign, memberHero } = await kit.table(gm, player);
    const url = `/api/campaigns/character-campaigns/${memberHero.character.id}`;
    for (const who of [player, gm]) {
      const listed = dataOf<CampaignSummary[]>(await call('GET', url, who.token));
      expect(listed.map((entry) => [entry.id, entry.role])).toEqual([
        [campaign.id, who === gm ? 'owner' : 'member'],
      ]);
    }
    expect((await call('GET', url, stranger.token)).statusCode).toBe(404);
    const loner = await createFighter(app, player.token, 'Loner');
    const none = await call(
      'GET',
      `/api/campaigns/character-campaigns/${loner.character.id}`,
      player.token,
    );
    expect(dataOf(none)).toEqual([]);
  });
});
