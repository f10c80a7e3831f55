import type { Actor } from '@pitchside/shared';
import type { Db } from '../db/database';

export type AppDeps = {
  db: Db;
  /** Where uploaded diagrams live (DATA_DIR/uploads). */
  uploadsDir: string;
  /** The built web app to serve, if any. */
  staticDir?: string;
  clock?: () => Date;
};

/** The signed-in user as routes see it: the permission Actor plus what tenancy needs. */
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

export type AppEnv = {
  Variables: {
    deps: Required<Pick<AppDeps, 'clock'>> & AppDeps;
    user: AuthedUser;
  };
};
