"""The host's LAN address and a free port on it."""

from __future__ import annotations

import ipaddress
import socket

from host.phones.address import free_port, lan_address


def test_lan_address_is_an_ipv4_address_of_this_machine():
    address = ipaddress.ip_address(lan_address())
    assert address.version == 4
    assert not address.is_unspecified
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((str(address), 0))  # only one of this machine's own addresses can be bound


def test_free_port_can_be_listened_on():
    port = free_port("127.0.0.1")
    assert 0 < port < 65536
    with socket.create_server(("127.0.0.1", port)) as server:
        assert server.getsockname()[1] == port


def test_free_port_on_the_lan_address():
    host = lan_address()
    with socket.create_server((host, free_port(host))):
        pass
