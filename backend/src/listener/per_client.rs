//! Open connections counted per client network, each count bounded.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, PoisonError};

/// How many connections each client network has open. An entry lives only while its network has
/// a connection open, so the map never holds more entries than there are connections.
pub struct PerClient {
    open: Mutex<HashMap<IpAddr, usize>>,
    max: usize,
}

/// One open connection of a client network; dropping it closes the place.
pub struct Permit {
    owner: Arc<PerClient>,
    network: IpAddr,
}

impl PerClient {
    /// At most `max` connections per client network.
    pub fn new(max: usize) -> Arc<Self> {
        Arc::new(Self {
            open: Mutex::default(),
            max,
        })
    }

    /// A place for one more connection from `peer`, or `None` when its network has `max` open.
    pub fn acquire(self: &Arc<Self>, peer: IpAddr) -> Option<Permit> {
        let network = crate::client::network(peer);
        let mut open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        let count = open.entry(network).or_default();
        if *count >= self.max {
            return None;
        }
        *count += 1;
        Some(Permit {
            owner: self.clone(),
            network,
        })
    }
}

impl Drop for Permit {
    fn drop(&mut self) {
        let mut open = self
            .owner
            .open
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if let Some(count) = open.get_mut(&self.network) {
            *count -= 1;
            if *count == 0 {
                open.remove(&self.network);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::PerClient;

    #[test]
    fn a_network_gets_its_places_back_as_its_connections_close() {
        let per_client = PerClient::new(2);
        let ip = |text: &str| text.parse().unwrap();
        let first = per_client.acquire(ip("192.0.2.1")).unwrap();
        let _second = per_client.acquire(ip("192.0.2.1")).unwrap();
        assert!(per_client.acquire(ip("192.0.2.1")).is_none());
        // Another client is not affected; one IPv6 /64 is one client.
        assert!(per_client.acquire(ip("192.0.2.2")).is_some());
        let _a = per_client.acquire(ip("2001:db8::1")).unwrap();
        let _b = per_client.acquire(ip("2001:db8::ffff:2")).unwrap();
        assert!(per_client.acquire(ip("2001:db8::3")).is_none());
        drop(first);
        assert!(per_client.acquire(ip("192.0.2.1")).is_some());
        drop(per_client.acquire(ip("198.51.100.1")));
        assert!(
            !per_client
                .open
                .lock()
                .unwrap()
                .contains_key(&ip("198.51.100.1"))
        );
    }
}
