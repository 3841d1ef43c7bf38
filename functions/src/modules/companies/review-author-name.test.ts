import { describe, expect, it } from 'vitest';
import { DELETED_OWNER_NAME } from '../../contracts/booking-vocabulary';
import { reviewAuthorName } from './review-author-name';

describe('reviewAuthorName', () => {
  it('when the owner has a first and a last name, then the first name and the initial of the last', () => {
    expect(reviewAuthorName('Ella Johnson')).toBe('Ella J.');
    expect(reviewAuthorName('  Mary Ann van der berg ')).toBe('Mary B.');
  });

  it('when the owner has one name, then that name alone', () => {
    expect(reviewAuthorName('Cher')).toBe('Cher');
  });

  it('when the name is blank or the account was deleted, then "Former customer"', () => {
    expect(reviewAuthorName('  ')).toBe('Former customer');
    expect(reviewAuthorName(DELETED_OWNER_NAME)).toBe('Former customer');
  });
});
