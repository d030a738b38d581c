-- The two apps' databases on one server (compose.yaml): the aggregator never shares the platform's.
CREATE DATABASE platform;
CREATE DATABASE games;
