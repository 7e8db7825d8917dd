import { describe, expect, it } from 'vitest';

import type { DhCardEntry, DhDomain, DhDomainCard } from '@hearth/rules';
import { DH_DOMAINS } from '@hearth/rules';

import { compileCatalogue } from '../build/compile.ts';
import { ENTRIES_DIR } from '../build/paths.ts';
import { readReference } from './reference-data.ts';

/** A domain card of the daggersearch dataset (the clean one: no known errata in these facts). */
interface ReferenceCard {
  name: { 'en-US': string };
  domain: string;
  type: 'ABILITY' | 'SPELL' | 'GRIMOIRE';
  level: number;
  recallCost: number;
  features: { name?: { 'en-US': string } }[];
}

const CARDS_PER_DOMAIN = 21;

const catalogue = compileCatalogue(ENTRIES_DIR);
const domainCards = (catalogue['dh-cards'].entries as DhCardEntry[]).filter(
  (card): card is DhDomainCard => card.type === 'domain',
);
const reference = readReference<ReferenceCard[]>('daggerheart-daggersearch/core/domain-cards.json');

/** Our id rule: lower case, apostrophes dropped, other runs of non-alphanumerics become `-`. */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The facts a card must share with the SRD, in one comparable record. */
interface CardFacts {
  id: string;
  title: string;
  domain: string;
  level: number;
  kind: string;
  recall_cost: number;
  features: number;
  /** The names of a grimoire's spells (an unnamed single feature gives `[]`). */
  feature_titles: string[];
}

const ourFacts = (card: DhDomainCard): CardFacts => ({
  id: card.id,
  title: card.title,
  domain: card.domain,
  level: card.level,
  kind: card.kind,
  recall_cost: card.recall_cost,
  features: card.features.length,
  feature_titles: card.features.flatMap((feature) => (feature.title ? [feature.title] : [])),
});

const referenceFacts = (card: ReferenceCard): CardFacts => ({
  id: slugOf(card.name['en-US']),
  title: card.name['en-US'],
  domain: card.domain.toLowerCase(),
  level: card.level,
  kind: card.type.toLowerCase(),
  recall_cost: card.recallCost,
  features: card.features.length,
  feature_titles: card.features.flatMap((feature) => (feature.name ? [feature.name['en-US']] : [])),
});

const byId = (a: CardFacts, b: CardFacts) => a.id.localeCompare(b.id);
const inDomain = (domain: DhDomain) => (facts: CardFacts) => facts.domain === domain;

describe('Daggerheart domain cards against the reference data', () => {
  it('reads the reference: 189 cards, 21 in each of the nine domains', () => {
    expect(reference).toHaveLength(DH_DOMAINS.length * CARDS_PER_DOMAIN);
    for (const domain of DH_DOMAINS) {
      expect(reference.filter((card) => card.domain.toLowerCase() === domain)).toHaveLength(
        CARDS_PER_DOMAIN,
      );
    }
  });

  it('has the 189 domain cards of the SRD, each id once', () => {
    const ids = domainCards.map((card) => card.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(reference.map((card) => slugOf(card.name['en-US'])).sort());
  });

  // One case per domain, so that a domain's cards can be written and checked on their own.
  it.each(DH_DOMAINS)(
    '%s has its 21 cards with the SRD title, level, kind, recall cost and features',
    (domain) => {
      const ours = domainCards.map(ourFacts).filter(inDomain(domain)).sort(byId);
      const theirs = reference.map(referenceFacts).filter(inDomain(domain)).sort(byId);
      expect(theirs).toHaveLength(CARDS_PER_DOMAIN);
      expect(ours).toEqual(theirs);
    },
  );

  it('files every domain card under the domain the SRD gives it', () => {
    const domainOf = new Map(
      reference.map((card) => [slugOf(card.name['en-US']), card.domain.toLowerCase()]),
    );
    const misfiled = domainCards
      .filter((card) => domainOf.has(card.id) && domainOf.get(card.id) !== card.domain)
      .map((card) => `${card.id}: ${card.domain}, SRD ${domainOf.get(card.id)}`);
    expect(misfiled).toEqual([]);
  });
});
