import { createContext, useContext } from 'react';

/**
 * Where an in-app link of a message leads. In the chat, where it says; on a shared page, a product
 * link leads to that share's read-only item page instead of the logged-in one (issue 21 item 8).
 */
export const InternalLinks = createContext<(url: string) => string>((url) => url);

export const useInternalLink = (): ((url: string) => string) => useContext(InternalLinks);
