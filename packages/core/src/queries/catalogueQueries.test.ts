import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiError';
import type { QueryInvalidator } from './invalidateKeys';
import { catalogueKeys, catalogueMutations, catalogueQueries } from './catalogueQueries';
import { keyRoots, keysToInvalidate } from './queryKeys';
import { createFakeApi, gbp } from '../testing/fakeApi';


const fakeApi = createFakeApi();

function recorder() {
  const keys: unknown[][] = [];
  const client: QueryInvalidator = { invalidateQueries: ({ queryKey }) => keys.push([...queryKey]) };
  return { client, keys };
}

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, i) => key[i] === part);
const CAMP_ID = 'd45b9179-3828-4519-afdf-b530c360fc8d';
const camp = {
  id: CAMP_ID, name: 'Summer camp', slug: 'summer-camp', price: null, venue: { name: 'Millbrook Sports Hall' },
  category: { name: 'Holiday camps' }, starts_at: { local: '2025-07-21 09:00:00' }, duration_in_weeks: 1,
  capacity: { available: 0, maximum: 30 }, bookable_action: { action: null, message: 'Sold out' },
  pricing_option_availability: ['individual'], occurrences: [], extras: [], custom_question_sections: [],
};
const pkg = {
  id: 8, name: '10 swim pass', friendly_name: null, description: null, venue_restriction: 'venue',
  pricing_option: { id: 501, name: '10 swim pass', reference: 'SWIM10' }, price: gbp(4500),
  contents: { usages: null, pricing_options: [] }, expiry: null,
};

describe('catalogue reads (spec §7)', () => {
  it('keys every read under the catalogue root (previous attendees follow the user: account)', () => {
    const { api } = fakeApi(() => ({ status: 200 }));
    const keys = [
      catalogueQueries.courses(api, { source: 'foh' }).queryKey, catalogueQueries.courses(api).queryKey,
      catalogueQueries.course(api, 'c1').queryKey, catalogueQueries.camps(api).queryKey, catalogueQueries.camp(api, CAMP_ID).queryKey,
      catalogueQueries.restriction(api, 7).queryKey, catalogueQueries.packagePromotion(api, 'pool', '8').queryKey,
    ];
    for (const key of keys) expect(startsWith(key, keyRoots.catalogue)).toBe(true);
    expect(catalogueKeys.courses({ source: 'foh' })).toEqual(['catalogue', 'courses', 'list', { source: 'foh' }]);
    expect(catalogueKeys.camp(CAMP_ID)).toEqual(['catalogue', 'camps', 'detail', CAMP_ID]);
    expect(catalogueKeys.packagePromotion('pool', '8', 'x')).toEqual(['catalogue', 'packages', 'pool', '8', 'x']);
    expect(catalogueQueries.previousAttendees(api, 7).queryKey).toEqual(['account', 'previous-attendees', 7, '', '']);
    expect(catalogueKeys.previousAttendees(7, { query: 'Ja', selectedUserId: 3 })).toEqual(['account', 'previous-attendees', 7, 'Ja', 3]);
    expect(catalogueKeys.previousAttendees(null)).toEqual(['account', 'previous-attendees', '', '', '']);
  });

  it('fetches through query-core', async () => {
    const { api, calls } = fakeApi((call) => {
      if (call.url.includes('/camps/')) return { status: 200, body: { data: camp } };
      if (call.url.includes('/camps')) return { status: 200, body: { data: [camp] } };
      if (call.url.includes('/courses?')) return { status: 200, body: { data: [] } };
      if (call.url.includes('previous-attendees')) return { status: 200, body: { data: [] } };
      if (call.url.includes('promotions')) return { status: 200, body: { data: pkg } };
      return { status: 404 };
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await queryClient.fetchQuery(catalogueQueries.courses(api, { venueSlugs: 'pool' }))).toEqual([]);
    expect((await queryClient.fetchQuery(catalogueQueries.camps(api)))[0]?.bookableAction.message).toBe('Sold out');
    expect((await queryClient.fetchQuery(catalogueQueries.camp(api, CAMP_ID))).price).toBeNull();
    expect((await queryClient.fetchQuery(catalogueQueries.packagePromotion(api, 'pool', '8', 'y'))).expiry).toBeNull();
    expect(await queryClient.fetchQuery(catalogueQueries.previousAttendees(api, 7, { query: 'x' }))).toEqual([]);
    await expect(queryClient.fetchQuery(catalogueQueries.course(api, 'missing'))).rejects.toMatchObject({ status: 404 });
    await expect(queryClient.fetchQuery(catalogueQueries.restriction(api, 1))).rejects.toBeInstanceOf(ApiError);
    expect(calls.map((c) => c.url)).toContain('/api/v1/activities/courses?venue_slugs=pool');
    expect(calls.map((c) => c.url)).toContain('/api/v1/promotions/packages/pool/8/y');
  });

  it('keeps a camp’s and a course’s page read fresh for half a minute: a page drawn from it is not read again as it mounts', async () => {
    const { api, calls } = fakeApi(() => ({ status: 200, body: { data: camp } }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const input = { campSlug: 'summer', venueSlugs: ['pool'], categorySlugs: ['camps'] };
    await queryClient.fetchQuery(catalogueQueries.campBySlug(api, input));
    await queryClient.fetchQuery(catalogueQueries.campBySlug(api, input));
    expect(calls).toHaveLength(1);
    expect(catalogueQueries.campBySlug(api, input).staleTime).toBe(30_000);
    expect(catalogueQueries.courseBySlug(api, { courseSlug: 'tennis', source: 'online' }).staleTime).toBe(30_000);
  });
});

describe('waiver and answer mutations (spec §7, §4 reloads)', () => {
  const { api, calls } = fakeApi((call) =>
    call.url.endsWith('question-waivers') ? { status: 200, body: { data: { ids: [1] } } } : { status: 200, body: { data: [] } });
  const cartChanged = keysToInvalidate('cartChanged').map((key) => [...key]);

  it('question waivers reload the basket data and the previous attendees', async () => {
    const { client, keys } = recorder();
    const mutation = catalogueMutations.questionWaivers(api, client);
    expect(await mutation.mutationFn({ waivers: [{ restrictionId: 7, firstName: 'Jamie', lastName: 'Morgan' }] })).toEqual({ ids: [1] });
    await mutation.onSuccess();
    expect(keys).toEqual([...cartChanged, ['account', 'previous-attendees']]);
    expect(mutation.errorMessage(new Error('x'))).toBe('Something went wrong, please try again.');
  });

  it('basket answers reload cartChanged keys; booked answers reload account data', async () => {
    const cart = recorder();
    const booked = recorder();
    const cartAnswers = catalogueMutations.cartQuestionAnswers(api, cart.client);
    const itemAnswers = catalogueMutations.questionAnswers(api, booked.client);
    await cartAnswers.mutationFn({ cartId: 'ck_40', answers: [{ customQuestionId: 51, answer: true }] });
    await itemAnswers.mutationFn({ id: 'occ_01hzx3v9q8kj4m2n6p7r8s9t0a1b2c', answers: [] });
    await cartAnswers.onSuccess();
    await itemAnswers.onSuccess();
    expect(calls.slice(-2).map((c) => c.url)).toEqual([
      '/api/activities/cart/ck_40/questions',
      '/api/activities/occurrences/occ_01hzx3v9q8kj4m2n6p7r8s9t0a1b2c/questions/answers',
    ]);
    expect(calls.at(-2)?.body).toEqual({ answers: [{ custom_question_id: 51, answer: true }] });
    expect(cart.keys).toEqual(cartChanged);
    expect(booked.keys).toEqual([['account']]);
    expect(itemAnswers.errorMessage(new ApiError(422, 'Please complete all required questions.'))).toBe('Please complete all required questions.');
    expect(cartAnswers.errorMessage(new ApiError(500, 'Something has gone wrong, please try again.'))).toBe('Something has gone wrong, please try again.');
  });
});
