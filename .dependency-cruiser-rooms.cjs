/**
 * Folder cycles inside a domain (`npm run lint:rooms`): the folders of a domain, collapsed from their files, form no
 * cycle. Test files are left out: a colocated test may use what its folder's neighbours keep behind their faces.
 * @type {import('dependency-cruiser').IConfiguration}
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS config reads the main one for its options
const base = require("./.dependency-cruiser.cjs");

module.exports = {
  forbidden: [
    {
      name: "no-folder-cycle-in-a-domain",
      comment: "A domain's folders import one another in one direction only: from the faces down to the kernel.",
      severity: "error",
      scope: "folder",
      from: { path: "^src/domains/([^/]+)" },
      to: { circular: true, path: "^src/domains/$1" },
    },
  ],
  options: {
    ...base.options,
    exclude: { path: `${base.options.exclude.path}|\\.test\\.tsx?$` },
  },
};
