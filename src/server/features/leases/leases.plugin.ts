// This process's lease (features/leases): taken when the app is ready, renewed on a timer that also
// releases what dead processes held (their reserved credits and in-progress idempotency claims), and
// ended on a graceful close. Generation routes stamp their reservations with `app.processLease.id`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { endLease, LEASE_HEARTBEAT_MS, newProcessLease, releaseDeadProcesses, renewLease, startLease, type ProcessLease } from './leases.service.ts';

/** Heartbeats between two full sweeps (about a minute at the default heartbeat). */
const FULL_SWEEP_EVERY = 20;

declare module 'fastify' {
  interface FastifyInstance {
    processLease: ProcessLease;
  }
}

export const processLeasePlugin = fp(async (app: FastifyInstance, opts: { db: Db; heartbeatMs?: number }) => {
  const { db } = opts;
  const lease = newProcessLease();
  app.decorate('processLease', lease);
  let timer: NodeJS.Timeout | undefined;

  let beats = 0;
  const sweep = async () => {
    // A full sweep (orphans whose lease is already gone) at start and every FULL_SWEEP_EVERY beats.
    const released = await releaseDeadProcesses(db, lease, new Date(), { onlyIfDead: beats++ % FULL_SWEEP_EVERY !== 0 });
    if (released.reservations > 0 || released.keys > 0 || released.leases > 0) {
      app.log.warn(released, 'released what dead processes held (credits refunded, idempotency keys freed)');
    }
  };

  app.addHook('onReady', async () => {
    await startLease(db, lease);
    await sweep();
    timer = setInterval(() => {
      renewLease(db, lease)
        .then(sweep)
        .catch((err: unknown) => app.log.error({ err }, 'process lease renewal failed'));
    }, opts.heartbeatMs ?? LEASE_HEARTBEAT_MS);
    timer.unref();
  });

  app.addHook('onClose', async () => {
    clearInterval(timer);
    // A graceful close has answered every request first: nothing it held is pending.
    await endLease(db, lease).catch((err: unknown) => app.log.error({ err }, 'could not end the process lease'));
  });
});
