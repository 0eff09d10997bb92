import type { AppInstance } from '../../http/types';
import type { AppContext } from '../../context';

// Replaced by the chat module (issue 2, part 7).
export async function chatModule(_app: AppInstance, _ctx: AppContext): Promise<void> {}
