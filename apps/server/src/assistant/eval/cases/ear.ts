/** An ask for 耳机 may land in either earphone category. */
export const EAR = 'anc-headphones|tws-earbuds';
