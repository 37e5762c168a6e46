/**
 * The script a page runs while an editor previews it (Next's draft mode) for the admin's live preview
 * (decision 034), in place of @payloadcms/live-preview-react's RefreshRouteOnSave, which is not installed.
 * It speaks Payload's protocol (@payloadcms/ui, LivePreviewWindow and LivePreviewProvider):
 * - it tells the admin the page is ready: `{ type: 'payload-live-preview', ready: true }`, posted to the
 *   window framing it (or the one that opened it, in the admin's pop-up mode), to the site's origin only;
 * - when the admin says a save happened (`{ type: 'payload-document-event' }`, from that window and the
 *   site's origin only), it has Next render the page again from the server, which reads the saved
 *   draft: Next's router refresh, as RefreshRouteOnSave does; no scroll or state is lost.
 *
 * An inline script rather than a client component: a client component of the site's layout is bundled
 * into the layout's script, which every public page loads; this is written into draft pages only, and
 * the edge allows it by its hash like any other inline script (decision 015). `window.next.router` is
 * the router Next puts on the page for outside code. Until the page's scripts have run (they start after
 * load, decision 025) there is no router yet, and for a moment Next's router exists but refuses to act
 * ("Router action dispatched before initialization"); after that, while React is still hydrating the
 * page, a refresh whose new draft arrives mid-hydration makes React report a hydration mismatch (#418).
 * So the page renders again only once it has hydrated: the site's header marks that (`data-js="true"`,
 * set by its effect, which runs when the page's one hydration commits; the site has no Suspense
 * boundaries that hydrate later). A save before then (a quick editor, or a slow phone) is kept, and the
 * page renders again once it can (tried every 250 ms for 30 s), once however many saves came meanwhile. Should a release drop the router, a page whose scripts have run reloads instead
 * (the browser test fails on that, as a canary).
 */
const SCRIPT = `(function(origin){
var w=window,pending=false;
var admin=function(){var t=[];if(w.parent!==w)t.push(w.parent);if(w.opener)t.push(w.opener);return t};
var hydrated=function(){var h=document.querySelector("header[data-js]");return !h||h.getAttribute("data-js")==="true"};
var apply=function(){if(!hydrated())return false;var r=w.next&&w.next.router;
if(r&&typeof r.refresh==="function"){try{r.refresh();return true}catch(x){return false}}
if(w.__scriptsLoaded===true){location.reload();return true}
return false};
var later=function(n){setTimeout(function(){if(apply()||n<=0)pending=false;else later(n-1)},250)};
admin().forEach(function(t){t.postMessage({type:"payload-live-preview",ready:true},origin)});
w.addEventListener("message",function(e){
if(e.origin!==origin||admin().indexOf(e.source)<0)return;
var m=e.data;
if(!m||typeof m!=="object"||m.type!=="payload-document-event")return;
if(!pending&&!apply()){pending=true;later(120)}
});
})(ORIGIN)`

/** The script for a site at `serverUrl` (SERVER_URL): only that origin's admin is listened to and told. */
export function liveRefreshScript(serverUrl: string): string {
  const origin = new URL(serverUrl).origin
  // An origin holds no "<", but a script body must never be able to close its tag.
  return SCRIPT.replace('ORIGIN', JSON.stringify(origin).replace(/</g, '\\u003c'))
}
