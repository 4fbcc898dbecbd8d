/**
 * The leads screens' pure parts: the list's URL and cache key, the durations of the response
 * timer, and the Add lead form's values as the API's input, judged by the shared schema.
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { toCreateLeadInput, type LeadFormValues } from '../../src/features/leads/add-lead/lead-form-values';
import { formatDuration } from '../../src/features/leads/format';
import { leadsLiveSync } from '../../src/features/leads/live';
import { leadQueries } from '../../src/features/leads/queries';
import {
  clearLeadFilters,
  compactLeadQuery,
  hasLeadFilters,
  leadSearchString,
} from '../../src/features/leads/search-params';
import { CreateLeadSchema, LeadQuerySchema } from '../../src/shared/schemas/leads';

const form = (overrides: Partial<LeadFormValues> = {}): LeadFormValues => ({
  source: 'walk_in',
  firstName: 'Maria',
  lastName: '',
  email: '',
  phone: '',
  vehicleId: '',
  assignee: '',
  note: '',
  ...overrides,
});

describe('leads list URL', () => {
  it('leaves defaults out, so equal views share one URL and one cache key', () => {
    expect(leadSearchString({ view: 'all', sort: 'newest', page: 1, overdue: 'false' })).toBe('');
    expect(leadSearchString({ view: 'mine', status: 'new', overdue: 'true', page: 2 })).toBe(
      '?view=mine&status=new&overdue=true&page=2',
    );
    expect(compactLeadQuery({ q: '', assignee: 'unassigned' })).toEqual({ assignee: 'unassigned' });
  });

  it('round-trips through the API schema', () => {
    const view = { view: 'mine', source: 'phone', vehicleId: 'veh_1', sort: 'follow_up', page: 3 } as const;
    const params = Object.fromEntries(new URLSearchParams(leadSearchString(view)));
    expect(compactLeadQuery(LeadQuerySchema.parse(params))).toEqual(view);
  });

  it('counts search text and narrowing filters as filters, not the view, status, sort or page', () => {
    expect(hasLeadFilters({ view: 'mine', status: 'lost', sort: 'oldest', page: 4 })).toBe(false);
    expect(hasLeadFilters({ overdue: 'false' })).toBe(false);
    expect(hasLeadFilters({ overdue: 'true' })).toBe(true);
    expect(hasLeadFilters({ q: 'maria' })).toBe(true);
    expect(clearLeadFilters({ view: 'mine', status: 'new', q: 'x', source: 'phone', page: 3 })).toEqual({
      view: 'mine',
      status: 'new',
    });
  });
});

describe('response timer', () => {
  it('says seconds, minutes, hours and days as people read them', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(754)).toBe('12 min');
    expect(formatDuration(3600)).toBe('1 h');
    expect(formatDuration(7_300)).toBe('2 h 1 min');
    expect(formatDuration(200_000)).toBe('2 d 7 h');
    expect(formatDuration(-5)).toBe('0 s');
  });
});

describe('Add lead form', () => {
  it('sends empty fields as absent and leaves the assignee to routing unless one is chosen', () => {
    expect(CreateLeadSchema.parse(toCreateLeadInput(form({ phone: '(614) 555-0199' })))).toEqual({
      source: 'walk_in',
      vehicleId: null,
      contact: { firstName: 'Maria', phone: '(614) 555-0199' },
    });
    const parsed = CreateLeadSchema.parse(
      toCreateLeadInput(form({ email: 'Maria@Example.com', assignee: 'unassigned', vehicleId: 'veh_1', note: 'SUV' })),
    );
    expect(parsed).toMatchObject({ assigneeId: null, vehicleId: 'veh_1', note: 'SUV' });
    expect(parsed.contact?.email).toBe('maria@example.com');
  });

  it('needs a first name and an email or a phone (the errors the form shows)', () => {
    const result = CreateLeadSchema.safeParse(toCreateLeadInput(form({ firstName: '' })));
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['contact.firstName', 'contact.email']));
  });
});

describe('live events', () => {
  const setUp = () => {
    const queryClient = new QueryClient();
    const keys = {
      list: leadQueries.list({ view: 'mine' }).queryKey,
      one: leadQueries.detail('lead_1').queryKey,
      oneTimeline: leadQueries.timeline('lead_1').queryKey,
      other: leadQueries.detail('lead_2').queryKey,
      team: leadQueries.assignees().queryKey,
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, {} as never);
    const stale = () =>
      Object.fromEntries(
        Object.entries(keys).map(([name, key]) => [name, queryClient.getQueryState(key)?.isInvalidated ?? false]),
      );
    return { handlers: leadsLiveSync(queryClient), stale };
  };

  it('a changed lead refetches the lists and that lead with its timeline, not the others', () => {
    const { handlers, stale } = setUp();
    handlers['lead.updated']({ leadId: 'lead_1' });
    expect(stale()).toEqual({ list: true, one: true, oneTimeline: true, other: false, team: false });
  });

  it('a new lead refetches the lists; a message every lead (it may have stopped a timer); a reconnect everything', () => {
    let t = setUp();
    t.handlers['lead.created']();
    expect(t.stale()).toEqual({ list: true, one: false, oneTimeline: false, other: false, team: false });
    t = setUp();
    t.handlers['message.created']();
    expect(t.stale()).toEqual({ list: true, one: true, oneTimeline: true, other: true, team: false });
    t = setUp();
    t.handlers.reconnected();
    expect(Object.values(t.stale()).every(Boolean)).toBe(true);
  });
});
