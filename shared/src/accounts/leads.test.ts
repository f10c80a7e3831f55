import { describe, expect, it } from 'vitest';
import { clubFromLead } from './leads';

describe('clubFromLead', () => {
  it("fills the club and its org admin from the request's name, e-mail and club", () => {
    expect(clubFromLead({ name: ' Jo  Anne Smith ', email: 'jo@club.test', organization: ' Hill FC ' })).toEqual({
      name: 'Hill FC',
      contactEmail: 'jo@club.test',
      adminFirstName: 'Jo',
      adminLastName: 'Anne Smith',
      adminEmail: 'jo@club.test',
    });
  });
  it('leaves the last name empty for a one-word name, for the admin to fill in', () => {
    expect(clubFromLead({ name: 'Cher', email: 'c@x.test', organization: 'X' }).adminLastName).toBe('');
  });
});
