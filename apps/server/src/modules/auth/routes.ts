import type { AppInstance } from '../../http/types';
import type { AppContext } from '../../context';

// Replaced by the auth module (issue 2, part 5).
export async function authModule(_app: AppInstance, _ctx: AppContext): Promise<void> {}
