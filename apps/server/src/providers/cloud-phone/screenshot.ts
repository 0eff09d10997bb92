/** Generated phone-screen SVGs for the simulator's replay: the app bar, a title and a progress bar. */
const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function phoneScreenSvg(appName: string, title: string, completionRate: number, stepIndex: number): string {
  const hue = (stepIndex * 47) % 360;
  const width = Math.round(Math.max(0, Math.min(100, completionRate)) * 2.4);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="600" viewBox="0 0 300 600">',
    '<rect width="300" height="600" rx="28" fill="#111"/>',
    '<rect x="12" y="12" width="276" height="576" rx="20" fill="#fafafa"/>',
    `<rect x="12" y="12" width="276" height="64" rx="20" fill="hsl(${hue},70%,45%)"/>`,
    `<text x="150" y="52" font-size="20" text-anchor="middle" fill="#fff">${escapeXml(appName)}</text>`,
    `<text x="150" y="300" font-size="18" text-anchor="middle" fill="#222">${escapeXml(title)}</text>`,
    '<rect x="30" y="340" width="240" height="10" rx="5" fill="#ddd"/>',
    `<rect x="30" y="340" width="${width}" height="10" rx="5" fill="hsl(${hue},70%,45%)"/>`,
    `<text x="150" y="380" font-size="14" text-anchor="middle" fill="#666">${Math.round(completionRate)}%</text>`,
    '</svg>',
  ].join('');
}
