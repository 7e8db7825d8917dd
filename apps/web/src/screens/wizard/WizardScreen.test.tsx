import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { defaultMenu } from '../../data/characters/menu.ts';
import { onlineStatus } from '../../data/network/useOnline.ts';
import { getSession } from '../../data/session.ts';
import { apiError } from '../../test/mockFetch.ts';
import { DRAFT_STORAGE_KEY } from './wizardStorage.ts';
import {
  barButton,
  button,
  fighterDraft,
  openWizard,
  prepareWizard,
  seedWizard,
  serveWizard,
  stepHeader,
} from './wizardTestKit.ts';

let api: ReturnType<typeof serveWizard>;

beforeEach(async () => {
  await prepareWizard();
  api = serveWizard();
});

describe('the creation wizard', () => {
  it('steps through every step with point buy and creates the character', async () => {
    const user = userEvent.setup();
    const { router } = await openWizard();
    const next = button('Next');
    expect(next).toHaveProperty('disabled', true);

    // Class
    await user.click(await screen.findByRole('button', { name: 'Fighter' }));
    await user.click(button('Athletics'));
    expect(next).toHaveProperty('disabled', true);
    await user.click(button('Perception'));
    // Two of two: the other skills wait.
    expect(button('History')).toHaveProperty('disabled', true);
    await user.click(next);

    // Background: the increase is proposed (+2 STR, +1 DEX for a fighter); the tool is chosen.
    await user.click(button('Soldier'));
    const plusTwo = screen.getByRole('group', { name: '+2' });
    expect(within(plusTwo).getByRole('button', { name: 'STR' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(button('Gaming Set, Dice'));
    await user.click(next);

    // Equipment: one option of the class and one of the background.
    const classEquipment = screen.getByRole('region', { name: 'Fighter equipment' });
    await user.click(within(classEquipment).getByRole('button', { name: 'Option A' }));
    expect(button('Next')).toHaveProperty('disabled', true);
    const backgroundEquipment = screen.getByRole('region', { name: 'Soldier equipment' });
    await user.click(within(backgroundEquipment).getByRole('button', { name: 'Option A' }));
    await user.click(button('Next'));

    // Species: Medium is proposed for a human.
    await user.click(button('Human'));
    expect(button('Medium').getAttribute('aria-pressed')).toBe('true');
    await user.click(button('Next'));

    // Languages: Common is fixed.
    expect(button('Common')).toHaveProperty('disabled', true);
    await user.click(button('Elvish'));
    await user.click(button('Next'));

    // Abilities: point buy proposes 15/15/15; CON goes down to 14 and WIS up to 10.
    await user.click(screen.getByRole('tab', { name: 'Point buy' }));
    expect(screen.getByTestId('points-left').textContent).toBe('Points left: 0 of 27');
    await user.click(button('Lower Constitution'));
    expect(screen.getByTestId('points-left').textContent).toBe('Points left: 2 of 27');
    expect(button('Next')).toHaveProperty('disabled', true);
    await user.click(button('Raise Wisdom'));
    await user.click(button('Raise Wisdom'));
    expect(screen.getByTestId('points-left').textContent).toBe('Points left: 0 of 27');
    await user.click(button('Next'));

    // HP: the recommended maximum, d10 + CON modifier.
    expect(screen.getByRole('textbox', { name: 'Maximum hit points' })).toHaveProperty(
      'value',
      '12',
    );
    await user.click(button('Next'));

    // Name
    expect(button('Next')).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: 'Character name' }), 'Brienne');
    await user.click(button('Next'));

    // Finish: the summary, one question answered, Create.
    const summary = screen.getByRole('region', { name: 'Your choices' });
    expect(summary.textContent).toContain('Fighter · Athletics, Perception');
    expect(summary.textContent).toContain('Human (Medium)');
    expect(summary.textContent).toContain('Common, Elvish');
    expect(summary.textContent).toContain('12 HP');
    await user.type(
      screen.getByRole('textbox', { name: 'Where does your character come from?' }),
      'A mountain village',
    );
    await user.click(button('Create character'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/moc/1'));
    const [call] = api.callsTo('POST /api/characters');
    expect(call?.body).toEqual({
      name: 'Brienne',
      specie: 'human',
      background: 'soldier',
      classes: [{ id: 'fighter', level: 1 }],
      attributes: { str: 15, dex: 15, con: 14, int: 8, wis: 10, cha: 8 },
      options: {
        lang: ['elvish'],
        'fighter-skills': ['athletics', 'perception'],
        'soldier-bonus': ['str', 'str', 'dex'],
        'soldier-tool': ['gaming-set-dice'],
        'human-size': ['2'],
        story: ['A mountain village', '', '', ''],
      },
      hp: { current: 12, max: 12, max_mod: 0, temp: 0 },
      presets: ['fighter-a', 'soldier-a'],
      items: [],
      settings: { abilityType: 1, menu: defaultMenu({ spellcaster: false, druid: false }) },
    });
    expect(getSession().characterId).toBe('77');
    expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(await screen.findByText('Brienne is ready!')).toBeDefined();
  });

  it('keeps Next disabled on an invalid step and marks invalid reached steps', async () => {
    const user = userEvent.setup();
    await openWizard();
    await user.click(await screen.findByRole('button', { name: 'Fighter' }));
    await user.click(button('Athletics'));
    const problems = screen.getByRole('list', { name: 'To do' });
    expect(problems.textContent).toContain('1 out of 2 options selected');
    await user.click(button('Perception'));
    await user.click(button('Next'));

    // Back on Class, one skill let go: Class is invalid again.
    await user.click(stepHeader('class'));
    await user.click(button('Perception'));
    expect(button('Next')).toHaveProperty('disabled', true);
    await user.click(stepHeader('background'));
    await user.click(button('Soldier'));
    await user.click(button('Gaming Set, Dice'));
    // The background is complete, but Next waits for the class.
    expect(button('Next')).toHaveProperty('disabled', true);
    const classStep = screen.getByTestId('step-class');
    expect(within(classStep).getByRole('img', { name: 'Needs attention' })).toBeDefined();
    expect(within(screen.getByTestId('step-background')).queryByRole('img')).toBeNull();
  });

  it('goes back only to steps already reached', async () => {
    const user = userEvent.setup();
    await openWizard();
    expect(stepHeader('background')).toHaveProperty('disabled', true);
    expect(stepHeader('finish')).toHaveProperty('disabled', true);
    expect(barButton('Back')).toHaveProperty('disabled', true);
    await user.click(await screen.findByRole('button', { name: 'Fighter' }));
    await user.click(button('Athletics'));
    await user.click(button('Perception'));
    await user.click(button('Next'));
    expect(stepHeader('background').getAttribute('aria-expanded')).toBe('true');
    expect(stepHeader('equipment')).toHaveProperty('disabled', true);
    await user.click(barButton('Back'));
    expect(stepHeader('class').getAttribute('aria-expanded')).toBe('true');
    // The class header shows what was chosen once closed.
    await user.click(stepHeader('background'));
    expect(within(screen.getByTestId('step-class')).getByText('Fighter · Athletics, Perception'));
  });

  it('keeps the draft over a reload', async () => {
    const user = userEvent.setup();
    const first = await openWizard();
    await user.click(await screen.findByRole('button', { name: 'Wizard' }));
    first.unmount();
    await openWizard();
    expect(
      (await screen.findByRole('button', { name: 'Wizard' })).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('resets the background increase when the background changes', async () => {
    const user = userEvent.setup();
    seedWizard(fighterDraft(), 'background');
    await openWizard();
    await user.click(await screen.findByRole('button', { name: '+1 to all three' }));
    expect(screen.getByText('+1 to Strength, Dexterity, Constitution.')).toBeDefined();
    await user.click(button('Sage'));
    // The sage's own proposal: +2 CON, +1 WIS.
    const plusTwo = () => screen.getByRole('group', { name: '+2' });
    expect(
      within(plusTwo()).getByRole('button', { name: 'CON' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await user.click(button('Soldier'));
    expect(button('+2 and +1').getAttribute('aria-pressed')).toBe('true');
    expect(
      within(plusTwo()).getByRole('button', { name: 'STR' }).getAttribute('aria-pressed'),
    ).toBe('true');
    const plusOne = screen.getByRole('group', { name: '+1' });
    expect(within(plusOne).getByRole('button', { name: 'DEX' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // The +1 cannot sit on the +2 ability.
    expect(within(plusOne).getByRole('button', { name: 'STR' })).toHaveProperty('disabled', true);
  });
});

describe('creating', () => {
  afterEach(async () => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
    api = serveWizard();
    await act(() => onlineStatus.check());
  });

  it('needs the connection: offline, a notice and no Create', async () => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    await act(() => onlineStatus.check());
    seedWizard(fighterDraft(), 'finish');
    await openWizard();
    expect(
      await screen.findByText(/Creating a character needs a connection/, { selector: 'p' }),
    ).toBeDefined();
    expect(button('Create character')).toHaveProperty('disabled', true);
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
    await act(() => onlineStatus.check());
    expect(button('Create character')).toHaveProperty('disabled', false);
    expect(screen.queryByText(/Creating a character needs a connection/)).toBeNull();
  });

  it('marks the steps a refused form names', async () => {
    const user = userEvent.setup();
    api = serveWizard({
      'POST /api/characters': {
        status: 400,
        body: {
          data: {
            code: 'VALIDATION',
            message: 'Some fields are not valid',
            details: {
              fields: [
                {
                  path: 'body.options.fighter-skills',
                  message: '1 out of 2 options selected',
                  key: 'choice.incomplete',
                  params: { selected: 1, required: 2 },
                },
              ],
            },
          },
        },
      },
    });
    seedWizard(fighterDraft(), 'finish');
    const { router } = await openWizard();
    await user.click(await screen.findByRole('button', { name: 'Create character' }));
    expect(
      await screen.findByText(
        'The server did not accept some choices: Class — 1 out of 2 options selected. The marked steps need another look.',
      ),
    ).toBeDefined();
    const classStep = screen.getByTestId('step-class');
    expect(within(classStep).getByRole('img', { name: 'Needs attention' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/moc');
    await user.click(stepHeader('class'));
    expect(screen.getByRole('list', { name: 'To do' }).textContent).toContain(
      '1 out of 2 options selected',
    );
  });

  it('shows other failures as an error toast', async () => {
    const user = userEvent.setup();
    api = serveWizard({ 'POST /api/characters': apiError(500, 'INTERNAL', 'Boom') });
    seedWizard(fighterDraft(), 'finish');
    const { router } = await openWizard();
    await user.click(await screen.findByRole('button', { name: 'Create character' }));
    expect(await screen.findByText('Something went wrong on our side')).toBeDefined();
    expect(router.state.location.pathname).toBe('/moc');
    expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull();
  });
});
