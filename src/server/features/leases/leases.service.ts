// Crash recovery by ownership, not by age. Each server process holds a lease (a row it renews every
// few seconds); the credits it reserves and the idempotency keys it claims carry the lease's id. A
// lease not renewed within LEASE_TTL_MS — or, on the same host, whose process id no longer exists —
// belongs to a dead process: its pending reservations are refunded and its claims freed at once.
// A slow job of a live process is never released, however long it runs.
import { randomUUID } from 'node:crypto';
import { readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';
import type { Db } from '../../db/client.ts';
import { releaseReservationsOfDeadOwners } from '../credits/credits.service.ts';
import { releaseKeysOfDeadOwners } from '../idempotency/idempotency.service.ts';
import * as repo from './leases.repo.ts';

/** How often a live process renews its lease, and how long a silent lease is still taken as alive. */
export const LEASE_HEARTBEAT_MS = 3_000;
export const LEASE_TTL_MS = 10_000;

/** web: an API replica; worker: an engine worker (`npm run worker`, ENGINE_MODE=queue). */
export type ProcessRole = 'web' | 'worker';

export interface ProcessLease {
  readonly id: string;
  readonly host: string;
  readonly pid: number;
  readonly role: ProcessRole;
}

/**
 * Which processes' ids this process can check: the host name, the boot and the PID namespace. Two
 * containers of one pod share a host name but not their process ids; only a lease of this very
 * namespace may be taken for dead because its pid is gone.
 */
function hostIdentity(): string {
  const read = (what: () => string) => {
    try {
      return what().trim();
    } catch {
      return '';
    }
  };
  const boot = read(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8'));
  const pidNamespace = read(() => readlinkSync('/proc/self/ns/pid'));
  return [hostname(), boot.slice(0, 8), pidNamespace].filter(Boolean).join(' ');
}
export const HOST_ID = hostIdentity();

export function newProcessLease(role: ProcessRole = 'web'): ProcessLease {
  return { id: randomUUID(), host: HOST_ID, pid: process.pid, role };
}

export function startLease(db: Db, lease: ProcessLease): Promise<void> {
  return repo.insertLease(db, lease);
}

/** Renews the lease; re-creates it if another process took this one for dead (its credits were then
 * refunded, and a commit takes them again). */
export async function renewLease(db: Db, lease: ProcessLease): Promise<void> {
  if (!(await repo.renewLease(db, lease.id))) await repo.insertLease(db, lease);
}

export function endLease(db: Db, lease: ProcessLease): Promise<void> {
  return repo.deleteLeases(db, [lease.id]);
}

/** A process on this host that no longer exists (kill -9, a crash) is dead without waiting for the TTL. */
function processGone(row: repo.LeaseRow, self: ProcessLease): boolean {
  if (row.host !== self.host || row.pid === self.pid) return false;
  try {
    process.kill(row.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

export interface Released {
  leases: number;
  reservations: number;
  keys: number;
}

/**
 * Ends the leases of dead processes and gives back what they held, and what any owner without a lease
 * still holds. Runs at start and on every heartbeat; `onlyIfDead` (most heartbeats) skips the scan
 * of reservations and claims when no lease died, so a quiet heartbeat reads only the small lease table.
 */
export async function releaseDeadProcesses(db: Db, self: ProcessLease, now = new Date(), { onlyIfDead = false } = {}): Promise<Released> {
  const others = await repo.listOtherLeases(db, self.id);
  // Silence is measured on the database's clock, which wrote the heartbeats: machines' clocks may differ.
  const expired = (row: repo.LeaseRow & { silentMs: number }) => row.silentMs > LEASE_TTL_MS;
  const dead = others.filter((row) => expired(row) || processGone(row, self));
  if (onlyIfDead && dead.length === 0) return { leases: 0, reservations: 0, keys: 0 };
  await repo.deleteLeases(
    db,
    dead.map((row) => row.id),
  );
  const reservations = await releaseReservationsOfDeadOwners(db, repo.liveLeaseIds(db), now);
  const keys = await releaseKeysOfDeadOwners(db, repo.liveLeaseIds(db));
  return { leases: dead.length, reservations, keys };
}

/** The ids of the live process leases, as a subquery: work owned by any other id has no live owner. */
export function liveLeaseIds(db: Db) {
  return repo.liveLeaseIds(db);
}
