// CloudFront Function: runtime cloudfront-js-2.0, event type viewer-request.
// For a distribution whose origin is the bucket's S3 REST endpoint (private,
// reached through Origin Access Control). The REST endpoint has no index
// documents: it would answer /about-us/ and /about-us with 403 or 404. This
// rewrites both (and /) to the page's index.html, so every page answers 200
// with no redirect. A last path segment with a dot is a file and is left
// alone (so a page slug must not contain a dot).
// An old path of content/redirects.txt (as /x, /x/, /x/index.html or /x.html)
// is answered with a 301 to the page it moved to, as the S3 website endpoint does.
// A function cannot read files, so the build writes the map into it: this file is
// the template; the function to publish is the build's output, dist.cloudfront.js
// beside dist/ (build/5-site-files/redirect-outputs.ts). Republish it after a build that changed it.
// <redirects> Written by `npm run build` from content/redirects.txt: edit that file, not these lines.
const REDIRECTS = {};
// </redirects>

// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls handler by name.
function handler(event) {
  const request = event.request;
  const uri = request.uri;
  // Every key starts with "/", so no inherited property of the object can match.
  const target = REDIRECTS[uri.replace(/(?:\/index\.html|\.html|\/)$/, "")];
  if (typeof target === "string") {
    return {
      statusCode: 301,
      statusDescription: "Moved Permanently",
      headers: { location: { value: target } },
    };
  }
  if (uri.endsWith("/")) {
    request.uri = `${uri}index.html`;
  } else if (!uri.slice(uri.lastIndexOf("/") + 1).includes(".")) {
    request.uri = `${uri}/index.html`;
  }
  return request;
}
