import type { Actor } from '@pitchside/shared';

/** The signed-in user as the domain sees it: the permission Actor plus what tenancy needs. */
export type AuthedUser = Actor & {
  email: string;
  firstName: string;
  lastName: string;
  status: 'active' | 'pending' | 'inactive';
  organizationName: string;
  hasUnitedFcLibraryAccess: boolean;
  scopeVersion: number;
  tokenHash: string;
};
