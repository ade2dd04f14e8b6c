// The main remote's agent pages, keyed by the route table's pattern (core ROUTE_TABLE path).
import type { PageTable } from '../registry.ts';

export const agentPages: PageTable = {};
