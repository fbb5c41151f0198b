<?php
// The original platform's PHP client library (rapideinternet/ctip.clientlibrary), driven against
// our API: its own calls for map objects, actions and selections, as a field app makes them. Not part of npm test (the
// library is not on the npm registry or in Debian): a check by hand, whose last result is in
// docs/testing.md. Needs php-cli, php-curl, php-symfony-http-foundation and php-symfony-mime (Debian), a checkout of the library and a running
// server with the demo data (DEMO_PASSWORD=demo-password-1):
//   CLIENT_LIB=/path/to/ctip.clientlibrary API=http://127.0.0.1:3000 php scripts/php-client/calls.php
require __DIR__ . '/bootstrap.php';
use Symfony\Component\HttpFoundation\File\UploadedFile;

$client = signedInClient($base);
function show($label, $response) {
    $body = $response->getParsedResponse();
    $info = $response->getInfo();
    $code = $info->http_code ?? '?';
    $text = is_string($body) ? $body : json_encode($body, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
    printf("%-58s %s %s\n", $label, $code, substr($text, 0, 150));
    return $body;
}
$tenants = show('session->tenant (GET session/tenant)', $client->session->tenant());


$tenantList = show('tenant->all (GET tenant)', $client->tenant->all());
show('session->setTenant (POST session/tenant/{id})', $client->session->setTenant($tenantList->data[0]->id));
$networks = show('tenant[id]->network->all (GET tenant/{id}/network)', $client->tenant[$tenantList->data[0]->id]->network->all());
$networkId = null;
foreach ($networks->data as $n) if ($n->name === 'Fietsknooppunten') { $networkId = $n->id; }
show('session->setNetwork (POST session/network/{id})', $client->session->setNetwork($networkId));
$types = show('object->all (GET object?perPage=3)', $client->object->setPerPage(3)->all());
$objects = show('object->all filter type (GET object?map_object_type_id=...)', $client->object->setPerPage(2)->all([], ['map_object_type_id' => $types->data[0]->map_object_type_id]));
$first = $objects->data[0];
show('object->byId (GET object/{id})', $client->object->byId([$first->id]) /* the library's vsprintf needs an array on PHP 8 */);
$withType = show('object->all include type (GET object?include=type)', $client->object->setPerPage(1)->all(['type']));
printf("  the first object's type embedded: %s\n", json_encode($withType->data[0]->type->data->name ?? null, JSON_UNESCAPED_UNICODE));
$withBoth = show('object->byId include type,status (GET object/{id}?include=…)', $client->object->byId([$first->id], ['type', 'status']));
printf("  its type %s, its status %s\n", json_encode($withBoth->data->type->data->name ?? null), json_encode($withBoth->data->status->data->name ?? null, JSON_UNESCAPED_UNICODE));
$number = null;
foreach ($first->attributes as $a) if ($a->name === 'Nummer') $number = $a;
$created = show('object->create (POST object)', $client->object->create([
  'map_object_type_id' => $first->map_object_type_id,
  'geometry' => ['type' => 'Point', 'coordinates' => [5.85, 52.08]],
  'name' => 'Uit PHP',
  'attributes' => [['id' => $number->id, 'value' => '77']],
]));
$id = $created->data->id;
show('object[id]->update (PATCH object/{id})', $client->object[$id]->update(['name' => 'Uit PHP, gewijzigd']));
show('object[id]->attribute->all (GET object/{id}/attribute)', $client->object[$id]->attribute->all());
show('object[id]->attribute[attr]->update (PATCH .../attribute/{a})', $client->object[$id]->attribute[$number->id]->update(['value' => '78']));
show('object[id]->attribute[attr]->byId (GET .../attribute/{a})', $client->object[$id]->attribute[$number->id]->byId(null));
show('refused create with parent_id (POST object)', $client->object->create([
  'map_object_type_id' => $first->map_object_type_id, 'geometry' => ['type' => 'Point', 'coordinates' => [5.85, 52.08]], 'parent_id' => $first->id,
]));
// What hangs on what: the demo's sign type hangs on the junction posts (its constraint); the post
// type stands alone, so the create above is refused on parent_id.
$signType = null;
foreach ($client->type->setPerPage(100)->all()->getParsedResponse()->data as $t) if ($t->name === 'Richtingbord') $signType = $t;
$sign = show('object->create with parent_id (POST object, a sign on a post)', $client->object->create([
  'map_object_type_id' => $signType->id, 'geometry' => ['type' => 'Point', 'coordinates' => [5.85, 52.08]], 'parent_id' => $first->id,
]));
$parts = show('object[id]->children->all (GET object/{id}/children, depth=)', $client->object[$first->id]->children->all());
printf("  the post's parts: %s, the new sign among them: %s\n", json_encode(array_map(fn($o) => $o->code, $parts->data)), json_encode(count(array_filter($parts->data, fn($o) => $o->id === $sign->data->id)) > 0));
show('object[id]->children->setDepth(0)->all (…/children?depth=0)', $client->object[$first->id]->children->setDepth(0)->all(['type']));
show('object[id]->parent->byId (GET object/{id}/parent)', $client->object[$sign->data->id]->parent->byId(null, ['type']));
show('object[id]->parents->all (GET object/{id}/parents)', $client->object[$sign->data->id]->parents->all());
show('object[id]->delete, a post with parts (DELETE object/{id}: refused, the count)', $client->object[$first->id]->delete());
show('object[id]->delete, the sign (DELETE object/{id})', $client->object[$sign->data->id]->delete());
show('refused create (POST object, outside the area)', $client->object->create(['map_object_type_id' => $first->map_object_type_id, 'geometry' => ['type' => 'Point', 'coordinates' => [2.35, 48.85]]]));
show('network[id]->children->all (GET network/{id}/children)', $client->network[$networkId]->children->setPerPage(2)->all());
$lastType = max(array_map(fn($t) => $t->id, $client->type->setPerPage(100)->all()->getParsedResponse()->data));
$ofType = show('network[id]->children->all filter type (GET …/children?map_object_type_id=…)', $client->network[$networkId]->children->setPerPage(100)->all([], ['map_object_type_id' => $lastType]));
printf("  %d of %d children, every one of type %d: %s\n", count($ofType->data), $ofType->meta->pagination->total, $lastType, json_encode(array_values(array_unique(array_map(fn($o) => $o->map_object_type_id, $ofType->data))) === [$lastType]));
show('object[id]->delete (DELETE object/{id})', $client->object[$id]->delete());
show('object[id]->deleted (GET object/{id}/deleted)', $client->object[$id]->deleted());
$sync = show('network[id]->children->web(updated_at) (GET .../children/web2)', $client->network[$networkId]->children->web(time() - 60));
printf("web2 since a minute ago (deleted_at=0, the library's default): %d objects, the deleted one among them: %s\n", count($sync->data), json_encode(count(array_filter($sync->data, fn($o) => $o->id === $id)) > 0));
$sync = show('network[id]->children->web(updated_at, [], true) (…/web2?deleted_at=1)', $client->network[$networkId]->children->web(time() - 60, [], true));
printf("web2 with deleted_at=1: %d objects, the deleted one with deleted_at %s\n", count($sync->data), json_encode(array_values(array_filter($sync->data, fn($o) => $o->id === $id))[0]->deleted_at ?? null));

// Actions: the demo's Reparatie on a junction post, with its status and values.
$object = $objects->data[0];
$repair = null;
foreach (show('dynamicActionType->all (GET dynamic_action_type)', $client->dynamicActionType->all())->data as $t) if ($t->name === 'Reparatie') $repair = $t;
$action = show('action->create (POST action)', $client->action->create([
  'dynamic_action_type_id' => $repair->id, 'map_object_id' => $object->id, 'description' => 'Uit PHP: bordje scheef',
]))->data;
show('action->byId (GET action/{id})', $client->action->byId([$action->id]) /* the library's vsprintf needs an array on PHP 8 */);
show('object[id]->action->all (GET object/{id}/action)', $client->object[$object->id]->action->all());
show('network[id]->action->all (GET network/{id}/action)', $client->network[$networkId]->action->setPerPage(2)->all());
show('action[id]->attribute->all (GET action/{id}/attribute)', $client->action[$action->id]->attribute->all());
show('action[id]->update (PATCH action/{id})', $client->action[$action->id]->update(['description' => 'Uit PHP: bordje rechtgezet']));
show('action[id]->comment->create (POST action/{id}/comment)', $client->action[$action->id]->comment->create(['comment' => 'Gedaan met een waterpas']));
show('action[id]->comment->all (GET action/{id}/comment)', $client->action[$action->id]->comment->all());
$withComments = show('action->byId include comment (GET action/{id}?include=comment)', $client->action->byId([$action->id], ['comment']));
printf("  its comments embedded: %s\n", json_encode(array_map(fn($c) => $c->comment, $withComments->data->comment->data ?? []), JSON_UNESCAPED_UNICODE));
$sorted = show('network[id]->action->all sort (GET …/action?sort[0]=-id)', $client->network[$networkId]->action->setSort(['-id'])->setPerPage(2)->all());
printf("  ids newest first: %s\n", json_encode(array_map(fn($a) => $a->id, $sorted->data)));
// Photos: the library posts the file as `image` (multipart) with the fields beside it, as a Symfony UploadedFile.
$imageTypes = show('actionImageType->all (GET action_image_type)', $client->actionImageType->all())->data;
// The library links an image type to an action type from the image type's side.
show('actionImageType[id]->dynamicActionType->create (POST action_image_type/{id}/dynamic_action_type)', $client->actionImageType[$imageTypes[0]->id]->dynamicActionType->create(['relation' => [$repair->id]]));
$png = tempnam(sys_get_temp_dir(), 'photo') . '.png';
file_put_contents($png, base64_decode('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='));
$upload = new UploadedFile($png, 'bordje.png', 'image/png', null, true);
$image = show('action[id]->image->create (POST action/{id}/image)', $client->action[$action->id]->image->create($upload, ['action_image_type_id' => $imageTypes[0]->id]))->data;
show('action[id]->image->all (GET action/{id}/image)', $client->action[$action->id]->image->all());
$bytes = $client->action[$action->id]->image[$image->id]->byId($image->id);
printf("%-58s %s %s\n", 'action[id]->image[id]->byId (GET action/{id}/image/{id})', $bytes->getInfo()->http_code ?? '?', $bytes->getInfo()->content_type ?? '?');
show('action[id]->image[id]->update (PATCH action/{id}/image/{id})', $client->action[$action->id]->image[$image->id]->update(['action_image_type_id' => $imageTypes[0]->id]));
$copy = show('action[id]->image->promote(object) (POST …/image/promote/{id})', $client->action[$action->id]->image->promote($object->id, ['action_image_id' => $image->id]))->data;
show('object[id]->image->all (GET object/{id}/image)', $client->object[$object->id]->image->all());
$bytes = $client->object[$object->id]->image[$copy->id]->byId($copy->id);
printf("%-58s %s %s\n", 'object[id]->image[id]->byId (GET object/{id}/image/{id})', $bytes->getInfo()->http_code ?? '?', $bytes->getInfo()->content_type ?? '?');
show('object[id]->image[id]->delete (DELETE object/{id}/image/{id})', $client->object[$object->id]->image[$copy->id]->delete());
// A photo straight onto the object (with its caption), changed, and one of its action's photos copied to it.
$own = show('object[id]->image->create (POST object/{id}/image)', $client->object[$object->id]->image->create(
    new UploadedFile($png, 'paal.png', 'image/png', null, true), ['action_image_type_id' => $imageTypes[0]->id, 'caption' => 'Paal uit PHP']))->data;
show('object[id]->image[id]->update (PATCH object/{id}/image/{id})', $client->object[$object->id]->image[$own->id]->update(['caption' => 'Voorkant', 'action_image_type_id' => null]));
show('object[id]->image->copy(image) (POST object/{id}/image/copy/{id})', $client->object[$object->id]->image->copy($image->id));
show('object[id]->image[id]->delete (DELETE object/{id}/image/{id})', $client->object[$object->id]->image[$own->id]->delete());
show('action[id]->image[id]->delete (DELETE action/{id}/image/{id})', $client->action[$action->id]->image[$image->id]->delete());
show('action[id]->delete (DELETE action/{id})', $client->action[$action->id]->delete());
$actions = show('network[id]->action->web(updated_at) (GET .../action/web)', $client->network[$networkId]->action->web(time() - 60));
printf("action web since a minute ago (deleted_at=0): %d actions, the deleted one among them: %s\n", count($actions->data), json_encode(count(array_filter($actions->data, fn($a) => $a->id === $action->id)) > 0));
$actions = show('network[id]->action->web(updated_at, [], true) (…/action/web?deleted_at=1)', $client->network[$networkId]->action->web(time() - 60, [], true));
printf("action web with deleted_at=1: %d actions, the deleted one with deleted_at %s\n", count($actions->data), json_encode(array_values(array_filter($actions->data, fn($a) => $a->id === $action->id))[0]->deleted_at ?? null));

// Selections and routes (its MapObjectSelection clients): a route type of the junctions' type, made through the library.
$route = show('selectionType->create (POST selection_type)', $client->selectionType->create(['name' => 'Uit PHP: fietsroute ' . time(), 'is_ordered' => true]))->data;
show('type[id]->selection->create (POST type/{id}/map_object_selection)', $client->type[$first->map_object_type_id]->selection->create(['relation' => [['id' => $route->id, 'required' => true]]]));
$stops = array_map(fn($o) => $o->id, $client->object->setPerPage(3)->all([], ['map_object_type_id' => $first->map_object_type_id])->getParsedResponse()->data);
$selection = show('selection->create (POST selection)', $client->selection->create(['selection_type_id' => $route->id, 'name' => 'Uit PHP: rondje', 'description' => 'Drie knooppunten']))->data;
show('selection->byId (GET selection/{id})', $client->selection->byId([$selection->id]));
show('selection->all filter type (GET selection?selection_type_id=…)', $client->selection->setPerPage(5)->all([], ['selection_type_id' => $route->id]));
show('selection[id]->update (PATCH selection/{id})', $client->selection[$selection->id]->update(['name' => 'Uit PHP: rondje, gewijzigd']));
$members = show('selection[id]->object->create (POST selection/{id}/object)', $client->selection[$selection->id]->object->create(['relation' => [$stops[0], $stops[1]]]));
printf("  its stops in order: %s\n", json_encode(array_map(fn($m) => [$m->position, $m->id], $members->data)));
$members = show('selection[id]->object->setSync(true)->create (…/object?sync=1)', $client->selection[$selection->id]->object->setSync(true)->create(['relation' => [$stops[2], $stops[0], $stops[1]]]));
printf("  the new order: %s\n", json_encode(array_map(fn($m) => $m->id, $members->data)));
show('selection[id]->object->all (GET selection/{id}/object)', $client->selection[$selection->id]->object->all());
show('selection[id]->object->delete (DELETE selection/{id}/object)', $client->selection[$selection->id]->object->delete(['relation' => [$stops[1]]]));
show('refused: selection[id]->object->create, a repeat in a row', $client->selection[$selection->id]->object->create(['relation' => [$stops[0]]]));
show('selection[id]->type->byId (GET selection/{id}/type)', $client->selection[$selection->id]->type->byId(null));
show('selection[id]->attribute->all (GET selection/{id}/attribute)', $client->selection[$selection->id]->attribute->all());
show('selectionType[id]->selection->all (GET selection_type/{id}/selection)', $client->selectionType[$route->id]->selection->all());
show('network[id]->map_object_selection->all (GET network/{id}/map_object_selection)', $client->network[$networkId]->map_object_selection->setPerPage(5)->all());
show('object[id]->selection->all (GET object/{id}/selection)', $client->object[$stops[2]]->selection->all());
show('object[id]->selection->create (POST object/{id}/selection)', $client->object[$stops[1]]->selection->create(['relation' => [$selection->id]]));
show('object[id]->selection->delete (DELETE object/{id}/selection)', $client->object[$stops[1]]->selection->delete(['relation' => [$selection->id]]));
$missing = show('request(GET selection_type/{id}/missing)', $client->selectionType->request("selection_type/{$route->id}/missing", 'GET'));
printf("  %d objects of the type in no route\n", $missing->meta->pagination->total);
$upload = new UploadedFile($png, 'route.png', 'image/png', null, true);
$photo = show('selection[id]->image->create (POST selection/{id}/image)', $client->selection[$selection->id]->image->create($upload, ['action_image_type_id' => $imageTypes[0]->id]))->data;
show('selection[id]->image->all (GET selection/{id}/image)', $client->selection[$selection->id]->image->all());
$bytes = $client->selection[$selection->id]->image[$photo->id]->byId($photo->id);
printf("%-58s %s %s\n", 'selection[id]->image[id]->byId (GET …/image/{id})', $bytes->getInfo()->http_code ?? '?', $bytes->getInfo()->content_type ?? '?');
show('selection[id]->image[id]->update (PATCH selection/{id}/image/{id})', $client->selection[$selection->id]->image[$photo->id]->update(['action_image_type_id' => $imageTypes[0]->id]));
show('selection[id]->image[id]->delete (DELETE selection/{id}/image/{id})', $client->selection[$selection->id]->image[$photo->id]->delete());
show('selection[id]->delete (DELETE selection/{id})', $client->selection[$selection->id]->delete([]));
show('selection->byId after the delete (GET selection/{id})', $client->selection->byId([$selection->id]));
