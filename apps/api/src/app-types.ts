/**
 * The app's types, at the bottom of the layers: what every route registrar receives (App,
 * Deps) and what buildApp (app.ts) takes. Imports only types of config, db and lib, so
 * modules, plugins and lib can name the app without importing app.ts, which imports them.
 */
import type { IncomingMessage, ServerResponse, Server } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PermissionName } from '@console/contract/permissions';
import type { IntegrationName, Scope } from './auth/scope';
import type { Config } from './config';
import type { Db } from './db/client';
import type { LoginThrottle } from './lib/login-throttle';
import type { Mailer } from './lib/mailer';

export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/** What the modules need from outside: built once by buildApp, handed to every registrar. */
export interface Deps {
  db: Db;
  config: Config;
  mailer: Mailer;
  throttle: LoginThrottle;
}

/** A registered route, as the route-table test and the docs walk them. */
export interface RouteEntry {
  method: string; url: string;
  /** who may call it (plugins/auth.ts), filled in for a route that declares none */
  scope: Scope | undefined; permission?: readonly PermissionName[];
  /** scope integration: whose key it takes */
  integration?: IntegrationName;
  /** the content types its schema declares it takes (multipart for uploads) */
  consumes?: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance { routeTable: RouteEntry[] }
}

export interface BuildOptions {
  db: Db;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  /**
   * Parse every JSON answer with its route's response schema, and fail (500) on drift: the
   * tests' build (test/helpers/app.ts). Production sends the database's JSON text unchecked.
   */
  checkReplies?: boolean;
}
