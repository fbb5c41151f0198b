<?php
// What count.php sends where the library takes it from its caller: the ids of paths, the bodies,
// the calls made by a super admin, and the calls left out by design with the reason.

/** The paths' ids that are the demo's rows (the path before the id => a row of Driver::$fx). */
const ID_SEEDS = [
    'tenant' => 'tenant', 'session/tenant' => 'tenant', 'network' => 'network', 'session/network' => 'network',
    'tenant/%s/network' => 'network', 'user/%s/network' => 'network', 'user' => 'user', 'tenant/%s/user' => 'user', 'role' => 'role',
    'object' => 'object', 'type' => 'type', 'network/%s/children/type' => 'type', 'dynamic_action_type' => 'actionType',
    'kv' => 'kvKey', 'account/reset' => 'resetToken',
];
/** Ids that are another path's rows: a copy's source, a promote's object. */
const ID_ALIASES = [
    'object/%s/comment/copy' => 'action/%s/comment', 'object/%s/image/copy' => 'action/%s/image', 'object/%s/image' => 'action/%s/image/promote/%s',
    'action/%s/image/promote' => 'object', 'recurring_action/%s/image/promote' => 'object',
    // A comment by its own id: the copy on the object, which no earlier delete takes.
    'comment' => 'object/%s/comment/copy/%s',
];
/** Calls that need another row than the path names elsewhere: the path before the id => a row of Driver::$fx. */
const CALL_IDS = [
    'GET object/%s/linestring' => ['object' => 'line'], 'POST object/%s/split' => ['object' => 'line'],
    // A copy takes a comment or photo of one of the object's own actions: the action made on the demo object.
    'POST object/%s/comment/copy/%s' => ['object' => 'object'], 'POST object/%s/image/copy/%s' => ['object' => 'object'],
];
/** The demo's rows a create does not replace as the id of later calls (they go on in the demo network). */
const KEEP_SEEDED = ['tenant', 'network', 'session/tenant', 'session/network'];
/** The parameters by which a method appends an id to its path itself. */
const TRAILING_IDS = ['target_id', 'mapObjectId', 'map_object_type_id', 'tenantId', 'networkId', 'token'];
/** Calls only a super admin may make (the spec's rule): driven as the server's super admin (ADMIN_EMAIL). */
const SUPER_CALLS = ['POST tenant', 'PATCH tenant/%s', 'DELETE tenant/%s', 'DELETE user/%s'];
/** What a call answers instead of `{data: …}`: the token call answers OAuth's fields. */
const ANSWER_FIELD = ['POST oauth/access_token' => 'access_token'];
/** Calls read after the deletes: what answers of a deleted row. */
const AFTER_DELETES = ['GET object/%s/deleted'];

/** Calls left out on purpose, with the reason. */
const BY_DESIGN = [
    'POST account/reset/%s' => 'needs the token of a reset mail; driven with one in client-dialect.test.ts',
];

/** A link's target: the path of the rows a `{relation: [...]}` of this name lists. */
const LINK_TARGETS = [
    'attribute' => 'attribute', 'map_object_type' => 'type', 'action_status' => 'action_status', 'status' => 'map_object_status',
    'dynamic_action_type' => 'dynamic_action_type', 'user' => 'user', 'permissions' => 'permission', 'role' => 'role',
    'team' => 'team', 'network' => 'network', 'constraint' => 'type', 'setting' => 'type_setting',
    'map_object_selection' => 'selection_type', 'action_image_type' => 'action_image_type', 'object' => 'object',
    'selection' => 'selection', 'map_object' => 'object', 'product' => 'product',
];

/** The body the call sends: what a field app or an integration would send. */
function body(Driver $d, string $key): array {
    static $n = 0;
    $n++;
    $fx = $d->fx;
    [$http, $template] = explode(' ', $key, 2);
    $parts = explode('/', $template);
    $name = "Uit PHP $n";
    $special = match ($key) {
        'POST type' => ['name' => $name, 'geo_type' => 'point', 'prefix' => "PHP$n"],
        'POST attribute' => ['name' => $name, 'type' => 'lookup'],
        'POST object' => ['map_object_type_id' => $fx['type'], 'geometry' => ['type' => 'Point', 'coordinates' => [5.85, 52.08]], 'name' => $name,
            'attributes' => array_values(array_map(fn($a) => ['id' => $a->id, 'value' => $a->value], array_filter($fx['objectValues'], fn($a) => $a->value !== null)))],
        'PATCH object/%s/attribute/%s' => ['value' => $d->currentValue("object/{$d->ids['object']}/attribute", $d->ids['object/%s/attribute'] ?? 0)],
        'PATCH action/%s/attribute/%s' => ['value' => $d->currentValue("action/{$d->ids['action']}/attribute", $d->ids['action/%s/attribute'] ?? 0)],
        'POST action' => ['dynamic_action_type_id' => $fx['actionType'], 'map_object_id' => $fx['object'], 'description' => $name],
        'PATCH action/%s' => ['description' => $name],
        'POST action/%s/comment', 'PATCH action/%s/comment/%s', 'POST object/%s/comment', 'PATCH object/%s/comment/%s', 'PATCH comment/%s' => ['comment' => $name],
        'POST action/%s/image', 'PATCH action/%s/image/%s', 'PATCH object/%s/image/%s' => ['action_image_type_id' => $fx['imageType']],
        'POST object/%s/image' => ['action_image_type_id' => $fx['imageType'], 'caption' => $name],
        'POST action/%s/image/promote', 'POST action/%s/image/promote/%s' => ['action_image_id' => $d->ids['action/%s/image'] ?? 0],
        'POST role/%s/action_status', 'PATCH role/%s/action_status' => ['relation' => [['id' => $d->idFor('action_status'), 'is_open' => true]]],
        'POST network', 'POST tenant/%s/network' => ['name' => $name, 'tenant_id' => $fx['tenant']],
        'POST tenant' => ['name' => $name],
        'POST role' => ['name' => "uit_php_$n"],
        'PATCH role/%s' => ['display_name' => $name],
        'POST user' => ['name' => $name, 'email' => "php$n-" . time() . '@demo.example', 'send_invitation' => false, 'selected_networks' => [$fx['network']], 'selected_roles' => [$fx['role']]],
        'POST network/%s/user', 'DELETE network/%s/user' => ['relation' => [['id' => $d->idFor('user'), 'role_id' => $d->idFor('role')]]],
        'POST user/%s/role', 'DELETE user/%s/role' => ['relation' => [['id' => $d->idFor('role'), 'network_id' => $fx['network']]]],
        'POST kv/%s', 'PATCH kv/%s' => ['value' => $name],
        'POST selection' => ['selection_type_id' => $fx['selectionType'], 'name' => $name],
        // The object the earlier `POST object/%s/selection` put at the route's end is the one a link body
        // would name (the object made by `POST object`): a route does not pass it twice in a row (a 400 on
        // relation.0, as it should), so the route's own add takes the demo's junction, as a field app would.
        'POST selection/%s/object' => ['relation' => [$fx['object']]],
        'PATCH selection/%s/attribute/%s' => ['value' => $d->currentValue("selection/{$d->ids['selection']}/attribute", $d->ids['selection/%s/attribute'] ?? 0)],
        'POST selection/%s/image', 'PATCH selection/%s/image/%s' => ['action_image_type_id' => $fx['imageType']],
        'POST type/%s/attribute/%s/default' => ['value' => null],
        'POST network/%s/children/find' => ['attribute_id' => $fx['objectValues'][0]->id, 'value' => $fx['objectValues'][0]->value],
        'POST geo' => ['name' => $name, 'geometry' => ['type' => 'Polygon', 'coordinates' => [[[5.8, 52.0], [5.9, 52.0], [5.9, 52.1], [5.8, 52.0]]]]],
        'POST object/%s/split' => ['geometry' => ['type' => 'Point', 'coordinates' => $fx['lineMiddle']]],
        default => null,
    };
    if ($special !== null) return $special;
    // A link: `{relation: [id]}` of the rows its last part names.
    $last = end($parts);
    if (count($parts) === 3 && $parts[1] === '%s' && isset(LINK_TARGETS[$last]) && ($http === 'POST' || $http === 'DELETE')) {
        return ['relation' => [$d->idFor(LINK_TARGETS[$last])]];
    }
    if ($http === 'DELETE') return [];
    if ($http === 'POST' && str_contains($template, '/%s/') && in_array($last, ['lookup'], true)) return ['name' => $name];
    return ['name' => $name];
}
