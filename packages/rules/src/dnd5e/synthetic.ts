import type { BackgroundRules, ClassRules } from './catalogue.ts';
import type { CharacterFeature } from './character.ts';
import type { Mechanic } from './mechanics.ts';

/**
 * What classes and backgrounds grant outside their features, written as the same mechanics
 * the content uses so that one engine applies them: a class's saving throws, training,
 * skill and tool choices (fewer when taken as a later class); a background's skills and tool.
 * Built once per catalogue entry.
 */

const firstClassCache = new WeakMap<ClassRules, Mechanic[]>();
const laterClassCache = new WeakMap<ClassRules, Mechanic[]>();
const backgroundCache = new WeakMap<BackgroundRules, Mechanic[]>();

function firstClassMechanics(cls: ClassRules): Mechanic[] {
  const { proficiencies } = cls;
  const mechanics: Mechanic[] = [
    { id: 'saves', type: 'save', keys: cls.saving_throws },
    {
      id: 'training',
      type: 'proficiency',
      armor: proficiencies.armor,
      weapons: proficiencies.weapons,
      ...(proficiencies.tools ? { tools: proficiencies.tools } : {}),
    },
    {
      id: 'skills',
      type: 'proficiency',
      points: proficiencies.skills.count,
      available_skills: proficiencies.skills.from,
    },
  ];
  if (proficiencies.tool_choice) {
    mechanics.push({
      id: 'tools',
      type: 'proficiency',
      points: proficiencies.tool_choice.count,
      available_tools: proficiencies.tool_choice.from,
    });
  }
  return mechanics;
}

function laterClassMechanics(cls: ClassRules): Mechanic[] {
  const { multiclass, proficiencies } = cls;
  const mechanics: Mechanic[] = [
    { id: 'training', type: 'proficiency', armor: multiclass.armor, weapons: multiclass.weapons },
  ];
  if (multiclass.skills) {
    mechanics.push({
      id: 'skills',
      type: 'proficiency',
      points: multiclass.skills,
      available_skills: proficiencies.skills.from,
    });
  }
  if (multiclass.tools) {
    mechanics.push({
      id: 'tools',
      type: 'proficiency',
      points: multiclass.tools,
      available_tools: proficiencies.tool_choice?.from ?? proficiencies.tools ?? 'ALL',
    });
  }
  return mechanics;
}

/** A class's own mechanics: as the first class, or as a later one (SRD multiclassing). */
export function classMechanics(cls: ClassRules, first: boolean): Mechanic[] {
  const cache = first ? firstClassCache : laterClassCache;
  let mechanics = cache.get(cls);
  if (!mechanics) {
    mechanics = first ? firstClassMechanics(cls) : laterClassMechanics(cls);
    cache.set(cls, mechanics);
  }
  return mechanics;
}

/** A background's two skills and its tool (fixed, or one of a kind to choose). */
export function backgroundMechanics(background: BackgroundRules): Mechanic[] {
  let mechanics = backgroundCache.get(background);
  if (mechanics) return mechanics;
  const tool: Mechanic =
    typeof background.tool === 'string'
      ? { id: 'tool', type: 'proficiency', tools: [background.tool] }
      : { id: 'tool', type: 'proficiency', points: 1, available_tools: background.tool.choose };
  mechanics = [{ id: 'skills', type: 'proficiency', skills: background.skills }, tool];
  backgroundCache.set(background, mechanics);
  return mechanics;
}

/** A custom feature's resource, as a resource mechanic (`prop-<path>`). */
export function customFeatureMechanics(feature: CharacterFeature): Mechanic[] {
  const resource = feature.resource;
  if (!resource) return [];
  return [
    {
      id: 'resource',
      type: 'resource',
      key: feature.path,
      title: resource.name,
      max: resource.max,
      recovery: resource.recovery,
      recovery_value: resource.recoveryValue,
    },
  ];
}
