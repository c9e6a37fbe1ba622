/** The status router's answer: each part of the service now, and its uptime over the days shown. */
import { z } from 'zod';
import { langShape } from '../language';

export const componentIds = ['api', 'database', 'push'] as const;
export type ComponentId = (typeof componentIds)[number];

export const serviceStates = ['operational', 'degraded', 'outage'] as const;
export type ServiceState = (typeof serviceStates)[number];

const state = z.enum(serviceStates);
const percent = z.number().min(0).max(100).nullable().meta({
  description: 'Percent of the minutes it was up, to three decimals; null where nothing was measured',
});

export const statusInput = z.object({ ...langShape }).prefault({});

export const statusSchema = z.object({
  status: state.meta({ description: 'The worst state of the components' }),
  checkedAt: z.string().meta({ description: 'When this was measured (ISO 8601, UTC)' }),
  measuredSince: z.string().nullable().meta({
    description:
      'The first day (YYYY-MM-DD, UTC) of the days shown with a heartbeat: uptime counts from there; null before any',
  }),
  components: z.array(
    z.object({
      id: z.enum(componentIds),
      name: z.string().meta({ description: "The component's name in the answer's language" }),
      status: state,
      uptime: percent.meta({
        description:
          'Percent of the minutes of the days shown that it was up (an instance wrote its heartbeat, which needs the database: the API and the database share it; push sending was up when it also had no push waiting past its time); null before any was measured',
      }),
    }),
  ),
  days: z
    .array(
      z.object({
        date: z.string().meta({ description: 'YYYY-MM-DD, UTC' }),
        api: percent,
        push: percent,
      }),
    )
    .meta({
      description: 'The last 90 UTC days, oldest first, today included; empty while the database is down',
    }),
});

export type StatusReport = z.infer<typeof statusSchema>;
