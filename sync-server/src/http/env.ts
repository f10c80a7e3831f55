import type { Db } from '../db/database';
import type { AuthedUser } from '../domain/actor';
import type { PushRunner } from '../push-thread/push-runner';
import type { Mailer } from '../domain/mailer';

export type AppDeps = {
  db: Db;
  /** Where uploaded diagrams live (DATA_DIR/uploads). */
  uploadsDir: string;
  /** The built web app to serve, if any. */
  staticDir?: string;
  clock?: () => Date;
  /** Who applies sync pushes: in-process unless given (main.ts gives SQLite a push thread). */
  pushes?: PushRunner;
  /** Sends invite e-mails when SMTP is configured; without it invite links are copied by hand. */
  mailer?: Mailer;
  /** The app's public address for links in e-mails (APP_URL); the request's origin when absent. */
  appUrl?: string;
};

export type AppEnv = {
  Variables: {
    deps: Required<Pick<AppDeps, 'clock' | 'pushes'>> & AppDeps;
    user: AuthedUser;
  };
};
