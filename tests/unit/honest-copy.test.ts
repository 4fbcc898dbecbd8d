/**
 * The public site never calls a feature available before it is (issue 8). Copy that describes a
 * product area names the registry routes it needs, and what it shows derives from the registry's
 * `comingSoon` flags (src/content/availability.ts). These checks read the registry directly, so a
 * hand-written "available", a missing `needs` or a derivation bug fails here.
 */
import { describe, expect, it } from 'vitest';
import { screenRoutes } from '../../registry/routes';
import { isComingSoon, screenIds, type ScreenId } from '../../registry/status';
import { collections, type AreaCollectionSource, type ContentEntry } from '../../src/content';
import { comingSoonNote, resolveCollection } from '../../src/content/availability';
import { docsSource } from '../../src/content/docs';
import { helpSource } from '../../src/content/help';
import { integrationsSource } from '../../src/content/integrations';
import {
  aboutPrincipleSources,
  homeCtaSource,
  homeFaq,
  homeFacts,
  homeFeatureSources,
  homeFeatures,
  homePrincipleSources,
  planFeatureComingSoon,
  planFeatureNeeds,
  resolveBlocks,
  resolveHomeFeatures,
} from '../../src/content/pages';
import { PLANS } from '../../src/shared/plans';

const pending = (needs: readonly ScreenId[]) => needs.filter(isComingSoon);

/** The collections whose entries describe product areas, with their sources. */
const AREA_SOURCES = { docs: docsSource, integrations: integrationsSource, help: helpSource } as const;

/** Dashboard areas as people name them (sidebar labels), for spotting copy that describes one. */
const AREA_LABELS = screenRoutes.flatMap((r) =>
  r.layout === 'dashboard' && 'sidebar' in r.menus ? [{ id: r.id as ScreenId, label: r.menus.sidebar.label }] : [],
);

const textOf = (e: { title: string; summary: string; body: string }) => `${e.title}\n${e.summary}\n${e.body}`;

describe('the registry status helpers', () => {
  it('knows which screens are coming soon (Post, Leads, Deals and Settings are built)', () => {
    expect(isComingSoon('settings')).toBe(false);
    expect(isComingSoon('inventory')).toBe(false);
    expect(isComingSoon('leads')).toBe(false);
    expect(isComingSoon('deals')).toBe(false);
    expect(isComingSoon('home')).toBe(false);
    for (const r of screenRoutes) expect(isComingSoon(r.id), r.id).toBe(Boolean('comingSoon' in r && r.comingSoon));
  });
});

describe.each(Object.entries(AREA_SOURCES) as [keyof typeof AREA_SOURCES, AreaCollectionSource][])(
  '%s',
  (kind, source) => {
    const shown = collections[kind];

    it('every entry declares the registry routes it needs, and only routes that exist', () => {
      for (const e of source.entries) {
        expect(Array.isArray(e.needs), `${kind}/${e.slug} has no needs`).toBe(true);
        for (const id of e.needs) expect(screenIds, `${kind}/${e.slug}`).toContain(id);
        for (const s of e.sections ?? [])
          for (const id of s.needs) expect(screenIds, `${kind}/${e.slug}`).toContain(id);
      }
    });

    it('no entry shown as available (or buildable on the API) depends on a coming-soon route', () => {
      for (const e of shown.entries) {
        const waiting = pending(e.needs ?? []);
        if (e.status === 'available' || e.status === 'api') {
          expect(waiting, `${kind}/${e.slug} is "${e.status}" but needs routes still coming soon`).toEqual([]);
        } else {
          expect(e.status, `${kind}/${e.slug}`).toBe('planned');
        }
        expect(e.pending ?? [], `${kind}/${e.slug}`).toEqual(waiting);
      }
    });

    it('an entry that describes a dashboard area names it in `needs`', () => {
      for (const e of source.entries) {
        const declared = new Set([...e.needs, ...(e.sections ?? []).flatMap((s) => s.needs)]);
        const text = [textOf(e), ...(e.sections ?? []).map((s) => `${s.heading}\n${s.body}`)].join('\n');
        for (const { id, label } of AREA_LABELS) {
          const named = text.includes(`Dashboard › ${label}`) || text.includes(`**${label}**`);
          if (named) expect([...declared], `${kind}/${e.slug} names ${label} without needing "${id}"`).toContain(id);
        }
      }
    });

    it('a section that needs an unbuilt area says "coming soon" in its heading', () => {
      for (const e of source.entries) {
        const body = shown.entries.find((x) => x.slug === e.slug)!.body;
        for (const s of e.sections ?? []) {
          const own = pending(s.needs).filter((id) => !e.needs.includes(id));
          const heading = own.length > 0 ? `## ${s.heading} (coming soon)` : `## ${s.heading}\n`;
          expect(body, `${kind}/${e.slug} › ${s.heading}`).toContain(heading);
        }
      }
    });

    it('turns available by itself once the areas it needs are built', () => {
      const later = resolveCollection(source, { built: () => true });
      for (const e of later.entries) {
        const written = source.entries.find((x) => x.slug === e.slug)!;
        expect(e.status, e.slug).toBe(written.offer ?? 'available');
        expect(e.body, e.slug).not.toMatch(/coming soon/i);
      }
      const never = resolveCollection(source, { built: () => false });
      for (const e of never.entries) {
        const written = source.entries.find((x) => x.slug === e.slug)!;
        expect(e.status, e.slug).toBe(written.needs.length > 0 ? 'planned' : (written.offer ?? 'available'));
      }
    });
  },
);

describe('what each collection shows', () => {
  const bySlug = (entries: readonly ContentEntry[], slug: string) => entries.find((e) => e.slug === slug)!;

  it('integrations: only what works today is available', () => {
    const available = collections.integrations.entries.filter((e) => e.status === 'available').map((e) => e.slug);
    for (const slug of [
      'smtp-email',
      'rest-api',
      'csv-inventory-import',
      'csv-inventory-export',
      'vin-decoding',
      'vehicle-reference-data',
      'customer-csv',
      'email-notifications',
    ])
      expect(available).toContain(slug);
    expect(bySlug(collections.integrations.entries, 'reports-csv').status).toBe('available');
    // Built on the API once the endpoints they need exist (leads, customers).
    for (const slug of ['dealer-website-widget', 'crm-sync-api']) {
      expect(bySlug(collections.integrations.entries, slug).status, slug).toBe('api');
    }
  });

  it('docs: a guide to an unbuilt area is planned; built guides are available with their unbuilt parts marked', () => {
    const leads = bySlug(collections.docs.entries, 'leads');
    expect(leads.status).toBe('available');
    expect(leads.body).toContain('## Lead routing and response targets\n');
    expect(leads.body).toContain('## Converting\n');
    expect(bySlug(collections.docs.entries, 'deals').status).toBe('available');
    const inventory = bySlug(collections.docs.entries, 'inventory');
    expect(inventory.status).toBe('available');
    expect(inventory.body).toContain('## Sold through a deal\n');
    const settings = bySlug(collections.docs.entries, 'settings-and-roles');
    expect(settings.status).toBe('available');
    expect(settings.body).toContain('## Invitations\n');
    expect(settings.body).toContain('## Dealership settings\n');
  });

  it('help: an answer about an unbuilt area opens with the "Coming soon" note (the Help Center shows no status)', () => {
    for (const e of collections.help.entries) {
      const waiting = pending(e.needs ?? []);
      if (waiting.length > 0) expect(e.body.startsWith(comingSoonNote(waiting)), e.slug).toBe(true);
      else expect(e.body, e.slug).not.toMatch(/^> \*\*Coming soon/);
    }
    expect(bySlug(collections.help.entries, 'forgot-password').status).toBe('available');
    expect(bySlug(collections.help.entries, 'import-inventory').status).toBe('available');
    expect(bySlug(collections.help.entries, 'where-leads-come-from').status).toBe('available');
  });

  it('copy outside the area collections does not describe dashboard areas', () => {
    for (const kind of ['careers', 'legal'] as const) {
      for (const e of collections[kind].entries) expect(textOf(e), `${kind}/${e.slug}`).not.toMatch(/Dashboard ›/);
    }
  });
});

describe('home page, About page and pricing', () => {
  it('every feature card, point, fact, answer and sentence declares what it needs', () => {
    const lists: (readonly { needs: readonly ScreenId[] }[])[] = [
      homeFeatureSources,
      homeFeatureSources.flatMap((f) => f.points),
      homeFacts,
      homeFaq,
      [...homePrincipleSources, ...aboutPrincipleSources, homeCtaSource].flatMap((b) => b.sentences),
    ];
    for (const list of lists) {
      for (const item of list) {
        expect(Array.isArray(item.needs)).toBe(true);
        for (const id of item.needs) expect(screenIds).toContain(id);
      }
    }
  });

  it('a feature card, point, fact or answer is marked coming soon exactly while a route it needs is', () => {
    for (const f of homeFeatures) {
      expect(f.comingSoon, f.title).toBe(pending(f.needs).length > 0);
      for (const p of f.points) expect(p.comingSoon, `${f.title} › ${p.text}`).toBe(pending(p.needs).length > 0);
    }
    for (const x of [...homeFacts, ...homeFaq]) expect(x.comingSoon).toBe(pending(x.needs).length > 0);
    // Today: Post works; so does Respond (Leads and Messages); the Roles card (team invitations) works.
    expect(homeFeatures.find((f) => f.title === 'Post')!.comingSoon).toBe(false);
    expect(homeFeatures.find((f) => f.title === 'Respond')!.comingSoon).toBe(false);
    expect(homeFeatures.find((f) => f.title === 'Roles')!.comingSoon).toBe(false);
    expect(resolveHomeFeatures(() => true).every((f) => !f.comingSoon)).toBe(true);
  });

  it('a principle says only the sentences that are true today, and all of them once everything is built', () => {
    for (const blocks of [homePrincipleSources, aboutPrincipleSources, [homeCtaSource]]) {
      const today = resolveBlocks(blocks);
      blocks.forEach((b, i) => {
        for (const s of b.sentences) {
          expect(today[i]!.text.includes(s.text), `${b.title}: "${s.text}"`).toBe(pending(s.needs).length === 0);
        }
      });
      const later = resolveBlocks(blocks, () => true);
      blocks.forEach((b, i) => expect(later[i]!.text).toBe(b.sentences.map((s) => s.text).join(' ')));
    }
  });

  it('every plan feature says what it needs, and one whose area is unbuilt shows as coming soon', () => {
    for (const plan of PLANS) {
      for (const feature of plan.features) {
        const needs = planFeatureNeeds[feature];
        expect(needs, feature).toBeDefined();
        expect(planFeatureComingSoon(feature), feature).toBe(pending(needs).length > 0);
      }
    }
    expect(planFeatureComingSoon('CSV import and export')).toBe(false);
    expect(planFeatureComingSoon('Deal pipeline and reports')).toBe(false);
    expect(planFeatureComingSoon('Email support')).toBe(false);
    expect(planFeatureComingSoon('A feature nobody described')).toBe(true);
  });
});
