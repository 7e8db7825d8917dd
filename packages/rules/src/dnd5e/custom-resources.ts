import type { Character, CharacterFeature, CustomResource } from './character.ts';
import type { Transition } from './hit-points.ts';
import { resourcePath } from './paths.ts';
import type { Problem } from './problems.ts';
import { problem } from './problems.ts';

/**
 * The player's own resources (spec §3, the new resource form): a custom feature (`custom-…`
 * path) carrying a `resource`; its used count sits under `prop-<path>` like any resource's.
 */

/** The longest name, maximum and recovery the record accepts (the contract says the same). */
export const CUSTOM_RESOURCE_NAME_MAX = 100;
export const CUSTOM_RESOURCE_NUMBER_MAX = 100_000;

const RECOVERIES: readonly CustomResource['recovery'][] = ['SHORT', 'LONG', 'none'];

/** A fresh path for a new custom feature (spec §9: `custom-{timestamp}`), never one in use. */
export function newCustomPath(features: readonly CharacterFeature[], now: number): string {
  const taken = new Set(features.map((feature) => feature.path));
  let path = `custom-${now}`;
  for (let n = 2; taken.has(path); n++) path = `custom-${now}-${n}`;
  return path;
}

/**
 * The form's rules (spec §3, §5): a name; a maximum that is a whole number of at least 0 (0
 * means unlimited); a recovery on a Short Rest, a Long Rest or never; uses regained a whole
 * number of at least 0 (0 means all).
 */
export function validateCustomResource(resource: CustomResource): Problem[] {
  const problems: Problem[] = [];
  const name = resource.name.trim();
  if (name === '') problems.push(problem('name', 'resource.name'));
  else if (name.length > CUSTOM_RESOURCE_NAME_MAX) {
    problems.push(problem('name', 'resource.name-length', { max: CUSTOM_RESOURCE_NAME_MAX }));
  }
  for (const field of ['max', 'recoveryValue'] as const) {
    const value = resource[field];
    if (!Number.isInteger(value) || value < 0 || value > CUSTOM_RESOURCE_NUMBER_MAX) {
      problems.push(problem(field, 'number.range', { min: 0, max: CUSTOM_RESOURCE_NUMBER_MAX }));
    }
  }
  if (!RECOVERIES.includes(resource.recovery)) {
    problems.push(problem('recovery', 'choice.not-offered'));
  }
  return problems;
}

const tidy = (resource: CustomResource): CustomResource => ({
  ...resource,
  name: resource.name.trim(),
});

/** A new resource of the player's own, at `path` (see {@link newCustomPath}). */
export function addCustomResource(
  character: Character,
  resource: CustomResource,
  path: string,
): Transition {
  const clean = tidy(resource);
  return {
    character: {
      ...character,
      features: [...character.features, { id: path, path, title: clean.name, resource: clean }],
    },
    messages: [],
  };
}

/** Uses spent beyond a new maximum are dropped with it (a counter stays within its max). */
function clampUsed(resources: Character['resources'], key: string, max: number) {
  const used = resources[key];
  if (used === undefined || max === 0 || used <= max) return resources;
  return { ...resources, [key]: max };
}

/**
 * Changes a custom resource: its name (the feature's title follows when it was the resource's
 * name), maximum, recovery and uses regained. Uses already spent stay, down to the new maximum.
 * An unknown path changes nothing.
 */
export function editCustomResource(
  character: Character,
  path: string,
  resource: CustomResource,
): Transition {
  const feature = character.features.find((each) => each.path === path && each.resource);
  if (!feature?.resource) return { character, messages: [] };
  const clean = tidy(resource);
  const title =
    feature.title === undefined || feature.title === feature.resource.name
      ? clean.name
      : feature.title;
  return {
    character: {
      ...character,
      features: character.features.map((each) =>
        each === feature ? { ...each, title, resource: clean } : each,
      ),
      resources: clampUsed(character.resources, resourcePath(path), clean.max),
    },
    messages: [],
  };
}

/**
 * Deletes a custom resource and its used count. A feature that was only the resource (made by
 * the resources form) goes with it; a custom feat that also had a resource keeps its title and
 * description and loses the resource.
 */
export function removeCustomResource(character: Character, path: string): Transition {
  const feature = character.features.find((each) => each.path === path && each.resource);
  if (!feature) return { character, messages: [] };
  const onlyResource = feature.id === feature.path && !feature.description;
  const features = onlyResource
    ? character.features.filter((each) => each !== feature)
    : character.features.map((each) => {
        if (each !== feature) return each;
        const { resource: _removed, ...rest } = each;
        return rest;
      });
  const { [resourcePath(path)]: _used, ...resources } = character.resources;
  return { character: { ...character, features, resources }, messages: [] };
}
