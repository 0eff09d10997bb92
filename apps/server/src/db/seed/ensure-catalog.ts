import type { AppContext } from '../../context';

// Replaced by the catalog generator (issue 2, part 7).
export async function ensureCatalog(_ctx: AppContext): Promise<void> {}
