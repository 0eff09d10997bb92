/**
 * Endpoints for the operators, not the app: a load balancer's liveness and
 * readiness checks (the health module) and the Prometheus scrape (the metrics module).
 */
export const OPS_ENDPOINTS = {
  healthz: '/healthz',
  readyz: '/readyz',
  metrics: '/metrics',
} as const;
