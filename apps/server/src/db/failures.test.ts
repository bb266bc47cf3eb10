import { describe, expect, it } from 'vitest';
import { toHttpFailure } from '../http/errors';
import { DatabaseBusyError, DatabaseUnavailableError, databaseFailureOf } from './failures';

/** An error as node-postgres or Node's net module makes it: a message and a `code`. */
const coded = (message: string, code: string): Error => Object.assign(new Error(message), { code });

describe('database failures (rules 20.9)', () => {
  it.each<[string, unknown]>([
    ['a refused connection', coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', coded('read ECONNRESET', 'ECONNRESET')],
    [
      'a host name whose every address refuses (AggregateError)',
      Object.assign(new AggregateError([coded('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''), { code: undefined }),
    ],
    ['a connection dropped mid-query', new Error('Connection terminated unexpectedly')],
    ['a connection attempt over the connect timeout', new Error('Connection terminated due to connection timeout')],
    ['a pool that waited too long for a connection', new Error('timeout exceeded when trying to connect')],
    ['a server shutting down (57P01 admin_shutdown)', coded('terminating connection due to administrator command', '57P01')],
    ['a server starting up (57P03)', coded('the database system is starting up', '57P03')],
    ['a connection exception (08006)', coded('connection failure', '08006')],
    ['too many connections (53300)', coded('sorry, too many clients already', '53300')],
    ['the health monitor knowing it is away', new DatabaseUnavailableError()],
    ['a wrapped cause', new Error('query failed', { cause: coded('read ETIMEDOUT', 'ETIMEDOUT') })],
  ])('%s is unavailable: 503 database_unavailable', (_name, error) => {
    expect(databaseFailureOf(error)).toBe('unavailable');
    expect(toHttpFailure(error).body()).toMatchObject({ status: 503, error: 'database_unavailable' });
  });

  it.each<[string, unknown]>([
    ['the statement timeout (57014)', coded('canceling statement due to statement timeout', '57014')],
    ['a lock timeout (55P03)', coded('canceling statement due to lock timeout', '55P03')],
    ['every pooled connection busy for the whole wait', new DatabaseBusyError(undefined, { cause: new Error('timeout exceeded when trying to connect') })],
  ])('%s is a timeout: 503 database_timeout', (_name, error) => {
    expect(databaseFailureOf(error)).toBe('timeout');
    expect(toHttpFailure(error).body()).toMatchObject({ status: 503, error: 'database_timeout' });
  });

  it.each<[string, unknown]>([
    ['a unique violation (23505)', coded('duplicate key value violates unique constraint', '23505')],
    ['a syntax error (42601)', coded('syntax error at or near "selec"', '42601')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['something thrown that is not an Error', 'Connection terminated'],
  ])('%s is not the database being away: 500 internal', (_name, error) => {
    expect(databaseFailureOf(error)).toBeNull();
    expect(toHttpFailure(error).body()).toEqual({ status: 500, error: 'internal', message: 'Internal Server Error' });
  });
});
