import { describe, expect, it } from 'vitest';
import { attendeeList } from './attendees';

const holder = { id: 1, firstName: 'Alex', lastName: 'Morgan', dateOfBirth: '1986-04-12' };
const link = (id: number, name: string, relationship: 'parent' | 'partner', dateOfBirth?: string | null) => ({ referencedUser: { id, name, dateOfBirth }, relationship });

describe('attendeeList', () => {
  it('puts the customer first, then each linked person in the order the links were made', () => {
    const list = attendeeList(holder, [link(3, 'Jamie Morgan', 'parent', '2015-09-01'), link(2, 'Chris Morgan', 'partner', null)], '2026-11-29');
    expect(list).toEqual([
      { id: 1, name: 'Alex Morgan', isSelf: true, relationship: null, dateOfBirth: '1986-04-12', age: 40 },
      { id: 3, name: 'Jamie Morgan', isSelf: false, relationship: 'parent', dateOfBirth: '2015-09-01', age: 11 },
      { id: 2, name: 'Chris Morgan', isSelf: false, relationship: 'partner', dateOfBirth: null, age: null },
    ]);
  });

  it.each([
    ['the day before the birthday', '2026-08-31', 10],
    ['on the birthday', '2026-09-01', 11],
  ])('counts age in whole years on the day: %s', (_, today, age) => {
    expect(attendeeList(holder, [link(3, 'Jamie Morgan', 'parent', '2015-09-01')], today)[1]?.age).toBe(age);
  });

  it('lists a person linked twice, or the customer linked to themselves, once', () => {
    const list = attendeeList(holder, [link(3, 'Jamie Morgan', 'parent'), link(3, 'Jamie Morgan', 'parent'), link(1, 'Alex Morgan', 'partner')], '2026-11-29');
    expect(list.map((a) => a.id)).toEqual([1, 3]);
  });

  it('holds no age where no date of birth is held, and only the customer when nobody is linked', () => {
    expect(attendeeList({ ...holder, dateOfBirth: null }, [], '2026-11-29')).toEqual([
      { id: 1, name: 'Alex Morgan', isSelf: true, relationship: null, dateOfBirth: null, age: null },
    ]);
  });
});
