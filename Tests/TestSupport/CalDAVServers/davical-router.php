<?php
// The router of PHP's built-in server for DAViCal in the tests: /caldav.php/..., the
// root and /.well-known/ go to caldav.php with the path as PATH_INFO, as Apache's
// rewrite rules in DAViCal's documentation do; the rest is served as files.
$_SERVER['SERVER_NAME'] = getenv('DAVICAL_CONFIGURATION_NAME');
$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
if (str_starts_with($path, '/caldav.php')) {
    $_SERVER['PATH_INFO'] = substr($path, strlen('/caldav.php'));
} elseif ($path === '/' || str_starts_with($path, '/.well-known/')) {
    $_SERVER['PATH_INFO'] = $path;
} else {
    return false;
}
$_SERVER['SCRIPT_NAME'] = '/caldav.php';
chdir('/usr/share/davical/htdocs');
require 'caldav.php';
