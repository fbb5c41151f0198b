<?php
/**
 * Every platform call the client library can make, read from its source: each public method of
 * a client class that sends a request (`request`, `fileRequest`, `binaryRequest`), with its HTTP
 * method and path template (`object/%s/comment`). One call is one (method, path) pair: the
 * several methods that send the same one (`MapObjectClient::byId` and
 * `SelectedMapObjectClient::byId`) are one call, driven through the first. A method that sends
 * two (a promote with and without its object) is two. The upload of an attachment's bytes goes
 * to the address the platform answered and has no path of its own: it is part of the attachment's
 * create.
 *
 * @return array<string, array{http: string, template: string, family: string, via: list<array{0: string, 1: string, 2: string}>}>
 */
function platformCalls(string $lib): array {
    $calls = [];
    $files = new RecursiveIteratorIterator(new RecursiveDirectoryIterator("$lib/src/Clients"));
    foreach ($files as $file) {
        if (!str_ends_with((string) $file, '.php')) continue;
        $source = file_get_contents((string) $file);
        if (!preg_match('/namespace ([\w\\\\]+);.*?\bclass (\w+)/s', $source, $m)) continue;
        $class = "$m[1]\\$m[2]";
        $parts = preg_split('/public function (\w+)\(/', $source, -1, PREG_SPLIT_DELIM_CAPTURE);
        for ($i = 1; $i < count($parts); $i += 2) {
            $method = $parts[$i];
            // Each request sent in the method's body: up to the end of its statement.
            preg_match_all('/\$this->(request|fileRequest)\(([^;]*);/s', $parts[$i + 1], $sends, PREG_SET_ORDER);
            foreach ($sends as [, $kind, $args]) {
                if (!preg_match('/^\s*(?:v?sprintf\(\s*)?\'([^\']+)\'/', $args, $path)) continue;
                $http = $kind === 'fileRequest' ? 'POST' : (preg_match('/\'(GET|POST|PUT|PATCH|DELETE)\'/', $args, $h) ? $h[1] : 'GET');
                $template = preg_replace('/%d/', '%s', trim($path[1], '/'));
                $key = "$http $template";
                $calls[$key] ??= ['http' => $http, 'template' => $template, 'family' => explode('/', $template)[0], 'via' => []];
                $calls[$key]['via'][] = [$class, $method, (string) $file];
            }
        }
    }
    ksort($calls);
    return $calls;
}
